// Identity comes from the bearer token, or from the session cookie that carries the same token (see
// session-cookie.ts; a write it authenticates must come from the shop's own pages). `authenticate`
// (an onRequest hook) resolves it to the signed-in user; `ownDataOnly` refuses a userId/userid
// (query or body) that is not theirs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_FIRST } from '@storefront/shared/rules';
import type { Db } from '../db/index';
import { isTokenEnded } from '../repositories/ended-tokens';
import { findUserById } from '../repositories/users';
import { forbidden, unauthorized } from './errors';
import { CROSS_SITE_REFUSED, cookieWriteAllowed, sessionCookieToken } from './session-cookie';
import { verifyAccessToken } from './tokens';

export interface RequestUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

export const OWN_DATA_ONLY = 'You can only access your own data';

/** The token of the request's Authorization header (Bearer), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
}

export function makeAuthenticate(db: Db, secret: string, allowedOrigins: readonly string[]) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    // A bearer token wins: API clients and the screens send it; the cookie is the pages' session.
    let token = bearerToken(request);
    if (!token) {
      token = sessionCookieToken(request);
      // A page of another site can make the browser send the cookie: it may read nothing of the
      // answer, and a write it asks for is refused before anything is looked up.
      if (token && !cookieWriteAllowed(request, allowedOrigins)) throw forbidden(CROSS_SITE_REFUSED);
    }
    const claims = token ? await verifyAccessToken(token, secret) : null;
    const [user, ended] = claims
      ? await Promise.all([findUserById(db, claims.userId), claims.tokenId ? isTokenEnded(db, claims.tokenId) : false])
      : [undefined, false];
    // A token of a deleted account, one issued before the password last changed, or one its
    // sign-out ended, is as good as none.
    if (!user || !claims || ended || claims.sessionVersion !== Number(user.session_version ?? 0)) throw unauthorized(LOGIN_FIRST);
    request.user = { id: user.id, name: user.name, email: user.email, isAdmin: user.is_admin === 1 };
  };
}

/** The signed-in user; throws 401 when the route forgot `authenticate` or the token is missing. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized(LOGIN_FIRST);
  return request.user;
}

function claimedUserIds(source: unknown): string[] {
  if (!source || typeof source !== 'object') return [];
  const out: string[] = [];
  for (const key of ['userId', 'userid']) {
    const v = (source as Record<string, unknown>)[key];
    if (v === undefined || v === null || v === '') continue;
    // Anything but text or a number (an object, an array) is nobody's id: it never matches.
    out.push(typeof v === 'string' || typeof v === 'number' ? String(v) : '[not an id]');
  }
  return out;
}

/**
 * Global preValidation hook: remembers every userId/userid the client sent, before route schemas
 * can drop keys they do not declare. ownDataOnly checks this list, wherever a route places it.
 */
export async function captureClaimedUserIds(request: FastifyRequest): Promise<void> {
  request.claimedUserIds = [...claimedUserIds(request.query), ...claimedUserIds(request.body)];
}

/** Route hook (after authenticate): a userId/userid in the query or body must be the token's user. */
export async function ownDataOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = currentUser(request);
  const claimed = request.claimedUserIds ?? [...claimedUserIds(request.query), ...claimedUserIds(request.body)];
  for (const id of claimed) {
    if (id !== user.id) throw forbidden(OWN_DATA_ONLY);
  }
}
