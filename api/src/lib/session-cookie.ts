// The session as a cookie, beside the bearer token: the shell's server reads it to render the
// signed-in chrome, and forms that work before scripts use it. The cookie holds the same access
// token (same expiry, same session version: a password change or reset ends it as it ends tokens).
// It is httpOnly (no script reads it), SameSite=Lax, Secure in production, and a write it
// authenticates must come from one of the shop's own origins (Origin, else Referer).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const SESSION_COOKIE = 'sf_session';
export const CROSS_SITE_REFUSED = 'Cross-site request refused';

type CookieConfig = Pick<Config, 'env' | 'jwtTtlSeconds' | 'sessionCookieDomain'>;

function attributes(config: CookieConfig, maxAge: number): string {
  const parts = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (config.sessionCookieDomain) parts.push(`Domain=${config.sessionCookieDomain}`);
  if (config.env === 'production') parts.push('Secure');
  return parts.join('; ');
}

/** The Set-Cookie value that starts (or renews) the cookie session with `token`. */
export function sessionCookie(token: string, config: CookieConfig): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(config, config.jwtTtlSeconds)}`;
}

/** The Set-Cookie value that ends the cookie session. */
export function endedSessionCookie(config: CookieConfig): string {
  return `${SESSION_COOKIE}=; ${attributes(config, 0)}`;
}

export function setSessionCookie(reply: FastifyReply, token: string, config: CookieConfig): void {
  reply.header('set-cookie', sessionCookie(token, config));
}

export function endSessionCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.header('set-cookie', endedSessionCookie(config));
}

/** The token the request's session cookie carries, or null. */
export function sessionCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request the cookie authenticates may change anything: reads always, writes only from
 * one of `allowedOrigins` (the page's Origin header, or its Referer when a browser sent no Origin).
 * A write that names neither is refused: every browser sends one of them on a form or fetch POST.
 */
export function cookieWriteAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return origin !== null && allowedOrigins.includes(origin);
}
