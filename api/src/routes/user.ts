// Account and authentication calls (spec section 7). This first part: sign-in.
import { signInBody, signInSchema } from '@storefront/shared/contract';
import { HttpError } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { reserveSignIn, signInSucceeded } from '../lib/sign-in-throttle';
import type { RoutePlugin } from '../lib/route-plugin';
import { signAccessToken } from '../lib/tokens';
import { findUserByEmail, toAuthUser } from '../repositories/users';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const NOT_VERIFIED = 'Your account is not verified yet. Please verify your email.';
export const SIGNED_IN = 'User Login Successfully!';

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
      return { error: false as const, token, user: toAuthUser(user), msg: SIGNED_IN };
    },
  );
};
