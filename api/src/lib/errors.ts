// Errors a handler throws on purpose: the error handler answers them as
// `{ error: true, msg, ...extra }` with their status code.
import { LOGIN_FIRST } from '@storefront/shared/rules';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string, extra?: Record<string, unknown>) => new HttpError(400, msg, extra);
export const unauthorized = (msg = LOGIN_FIRST, extra?: Record<string, unknown>) => new HttpError(401, msg, extra);
export const forbidden = (msg: string, extra?: Record<string, unknown>) => new HttpError(403, msg, extra);
export const notFound = (msg: string, extra?: Record<string, unknown>) => new HttpError(404, msg, extra);
export const conflict = (msg: string, extra?: Record<string, unknown>) => new HttpError(409, msg, extra);

/** `found`, or a 404 with `msg` when the lookup found nothing. */
export function orNotFound<T>(found: T | null | undefined, msg: string, extra?: Record<string, unknown>): T {
  if (found === null || found === undefined) throw notFound(msg, extra);
  return found;
}
