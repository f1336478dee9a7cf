// GET /api/health: the process answers.
import { z } from 'zod';

export const healthSchema = z.strictObject({ ok: z.literal(true) });
