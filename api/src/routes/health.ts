import { sql } from 'kysely';
import { healthSchema } from '@storefront/shared/contract';
import type { RoutePlugin } from '../lib/route-plugin';

export const healthRoutes: RoutePlugin = async (app) => {
  // Liveness: the process answers.
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => ({
    ok: true as const,
  }));

  // Readiness, for a load balancer: the database answers too.
  app.get('/api/health/ready', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      // Which engine answers is nobody's business outside.
      return { ok: true };
    } catch (err) {
      request.log.error({ err }, 'readiness: the database does not answer');
      return reply.code(503).send({ ok: false, msg: 'The database does not answer' });
    }
  });
};
