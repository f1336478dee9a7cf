import { z } from 'zod';
import type { RoutePlugin } from '../lib/route-plugin';

export const healthRoutes: RoutePlugin = async (app) => {
  app.get('/api/health', { schema: { response: { 200: z.strictObject({ ok: z.literal(true) }) } } }, async () => ({
    ok: true as const,
  }));
};
