import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from './zod-schema';

/** A group of routes, typed so that handlers see their zod-validated inputs. */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;
