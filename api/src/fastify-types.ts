// What buildApp adds to Fastify's instance and request.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/index';
import type { Database } from './db/schema';
import type { CatalogueVersion } from './lib/catalogue-version';
import type { RequestUser } from './lib/auth';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    /** onRequest hook: requires a valid bearer token and sets request.user. */
    authenticate: onRequestAsyncHookHandler;
    /** The catalogue version this app keeps in memory (lib/catalogue-version.ts). */
    catalogueVersion: CatalogueVersion;
  }
  interface FastifyRequest {
    user: RequestUser | null;
    /** Every userId/userid the client sent (query and body), captured before validation. */
    claimedUserIds: string[] | null;
  }
}

export {};
