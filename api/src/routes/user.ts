// Account and authentication calls (spec section 7). This first part: sign-in, the session's owner
// and sign-out.
import { sessionSchema, signInBody, signInSchema, successSchema } from '@storefront/shared/contract';
import { bearerToken, currentUser } from '../lib/auth';
import { HttpError, unauthorized } from '../lib/errors';
import { cookieWriteAllowed, endSessionCookie, sessionCookieToken, setSessionCookie } from '../lib/session-cookie';
import { verifyPassword } from '../lib/passwords';
import { reserveSignIn, signInSucceeded } from '../lib/sign-in-throttle';
import type { RoutePlugin } from '../lib/route-plugin';
import { signAccessToken, verifyAccessToken } from '../lib/tokens';
import { endToken } from '../repositories/ended-tokens';
import { findUserByEmail, findUserById, toAuthUser } from '../repositories/users';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const NOT_VERIFIED = 'Your account is not verified yet. Please verify your email.';
export const SIGNED_IN = 'User Login Successfully!';
export const SIGNED_OUT = 'You have signed out.';

export const userRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/user/signin',
    { schema: { body: signInBody, response: { 200: signInSchema } } },
    async (request, reply) => {
      // The answer carries a token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const { email, password } = request.body;
      const caller = { email, ip: request.ip };
      const reserved = await reserveSignIn(app.db, caller);
      if (!reserved.ok) throw new HttpError(429, reserved.msg, { retryAfter: reserved.retryAfterSeconds });
      const user = await findUserByEmail(app.db, email);
      // Unknown e-mail and wrong password answer alike (and take about as long); the reserved
      // failure stays counted.
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      await signInSucceeded(app.db, { ...caller, slotId: reserved.slotId });
      if (user.is_verified !== 1) throw new HttpError(403, NOT_VERIFIED, { isVerify: false });
      const token = await signAccessToken(user.id, app.config.jwtSecret, app.config.jwtTtlSeconds, Number(user.session_version ?? 0));
      setSessionCookie(reply, token, app.config);
      return { error: false as const, token, user: toAuthUser(user), msg: SIGNED_IN };
    },
  );

  app.get(
    '/api/user/session',
    { schema: { response: { 200: sessionSchema } }, onRequest: app.authenticate },
    async (request) => {
      const user = await findUserById(app.db, currentUser(request).id);
      if (!user) throw unauthorized();
      return { user: toAuthUser(user) };
    },
  );

  // Starts the cookie session of a browser that holds a token but no cookie (signed in before the
  // cookie existed, or the cookie was cleared): the pages then know the shopper from the first
  // paint. Only a bearer token proves who asks (a cookie alone could be sent by another site).
  app.post(
    '/api/user/session',
    { schema: { response: { 200: sessionSchema } }, onRequest: app.authenticate },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const user = await findUserById(app.db, currentUser(request).id);
      if (!user) throw unauthorized();
      setSessionCookie(reply, token, app.config);
      return { user: toAuthUser(user) };
    },
  );

  // Ends the session: the token of the bearer header and the cookie's stop working at once (a copy
  // kept anywhere is as good as none), and the cookie is cleared. Needs no proof of who asks beyond
  // the tokens themselves: anybody may clear their own cookie, and a cross-site page can clear
  // nothing but that (the cookie's token is ended only when the shop's own pages ask).
  app.post('/api/user/signout', { schema: { response: { 200: successSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const cookie = sessionCookieToken(request);
    const tokens = new Set([bearerToken(request), cookie && cookieWriteAllowed(request, app.config.corsOrigins) ? cookie : null]);
    for (const token of tokens) {
      const claims = token ? await verifyAccessToken(token, app.config.jwtSecret) : null;
      if (claims?.tokenId) await endToken(app.db, claims.tokenId, claims.expiresAt);
    }
    endSessionCookie(reply, app.config);
    return { success: true as const, message: SIGNED_OUT };
  });
};
