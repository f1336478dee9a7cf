// Sign-up, e-mail codes, password reset and Google sign-in (spec §7 "Account and authentication",
// decisions §2 and §3). Sign-in itself lives in user.ts. The code never appears in an answer: it
// travels by e-mail only.
import type { FastifyRequest } from 'fastify';
import {
  authConfigSchema,
  emailBody,
  googleSignInBody,
  passwordResetSchema,
  resetChangePasswordBody,
  resetPasswordBody,
  signedUpSchema,
  signInSchema,
  signUpBody,
  successSchema,
  verifiedResetSchema,
  verifyAccountParams,
  verifyEmailBody,
  verifyResetCodeBody,
} from '@storefront/shared/contract';
import {
  GOOGLE_NOT_CONFIGURED,
  OTP_VERIFIED,
  PASSWORD_CHANGED,
  PASSWORD_RESET,
  PASSWORDS_DIFFER,
  passwordProblem,
} from '@storefront/shared/rules';
import type { OtpPurpose } from '../db/schema';
import { checkCode, checkFailureMessage, consumeResetToken, issueCode, issueResetToken, OTP_TTL_MS } from '../domain/codes';
import { conflict, forbidden, HttpError } from '../lib/errors';
import { verifyGoogleIdToken } from '../lib/google';
import { codeEmail, createMailer } from '../lib/mailer';
import { hashPassword } from '../lib/passwords';
import { takeRate, waitMinutes, type RateKind } from '../lib/rate-limit';
import type { RoutePlugin } from '../lib/route-plugin';
import { endSessionCookie, setSessionCookie } from '../lib/session-cookie';
import { signAccessToken } from '../lib/tokens';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertGoogleUser,
  insertUnverifiedUser,
  linkGoogle,
  markVerified,
  phoneOwnerId,
  resetPassword,
  toAuthUser,
  type UserRow,
} from '../repositories/users';
import { SIGNED_IN } from './user';

export const SIGNED_UP = 'User registered successfully! Please check your e-mail for the OTP.';
export const EMAIL_TAKEN = 'User already exists with this email!';
export const PHONE_TAKEN = 'User already exists with this phone number!';
export const CODE_SENT = 'A new OTP has been sent to your e-mail.';
export const RESET_CODE_SENT = 'If an account exists for this e-mail, we have sent an OTP to it.';
export const RESET_TOKEN_INVALID = 'Your OTP verification has expired or was already used. Please verify the OTP again.';
export const GOOGLE_TOKEN_INVALID = 'Google sign-in failed: the sign-in could not be verified. Please try again.';
export const GOOGLE_EMAIL_UNVERIFIED = 'Your Google e-mail address is not verified.';

/** Failed validation answered in the shape the screen reads for this call (status/success fields). */
function rejectInvalid(request: FastifyRequest, extra: Record<string, unknown>): void {
  if (request.validationError) throw new HttpError(400, request.validationError.message, extra);
}

const FAILED = { status: 'FAILED' };
const HOUR_MS = 60 * 60 * 1000;
const NOT_SUCCESS = { success: false };

export const accountRoutes: RoutePlugin = async (app) => {
  const mailer = createMailer(app.config, app.log);
  const secret = app.config.jwtSecret;
  const minutes = OTP_TTL_MS / 60000;

  /** One client address may not create accounts or have codes e-mailed without end. */
  async function limitAddress(request: FastifyRequest, kind: RateKind, extra: Record<string, unknown>) {
    const limit = kind === 'signup' ? app.config.limits.signupsPerHour : app.config.limits.codesPerHour;
    const taken = await takeRate(app.db, { kind, key: request.ip, limit, windowMs: HOUR_MS });
    if (!taken.ok) {
      const what = kind === 'signup' ? 'sign-ups' : 'code requests';
      throw new HttpError(429, `Too many ${what} from your network. Please try again in ${waitMinutes(taken.retryAfterSeconds)}.`, {
        ...extra,
        retryAfter: taken.retryAfterSeconds,
      });
    }
  }

  /** Issues a code (limits apply to every e-mail alike) and e-mails it when `to` is a real recipient. */
  async function sendCode(request: FastifyRequest, address: string, purpose: OtpPurpose, to: { name: string } | null, extra: Record<string, unknown>) {
    await limitAddress(request, 'code', extra);
    const issued = await issueCode(app.db, { email: address, purpose, secret });
    if (!issued.ok) throw new HttpError(429, issued.msg, { ...extra, retryAfter: issued.retryAfterSeconds });
    if (to) mailer.sendInBackground(codeEmail({ to: address, name: to.name, code: issued.code, minutes, purpose }));
  }

  async function verifyAccount(address: string, code: string, expectedUserId?: string) {
    const result = await checkCode(app.db, { email: address, purpose: 'verify', code, secret });
    if (!result.ok) throw new HttpError(result.reason === 'too-many-tries' ? 429 : 400, checkFailureMessage(result), NOT_SUCCESS);
    const user = await findUserByEmail(app.db, address);
    // A code for an address without an account cannot be known, but answer alike anyway.
    if (!user || (expectedUserId !== undefined && user.id !== expectedUserId)) {
      throw new HttpError(400, checkFailureMessage({ ok: false, reason: 'wrong', triesLeft: 0 }), NOT_SUCCESS);
    }
    if (user.is_verified !== 1) await markVerified(app.db, user.id);
    return { success: true as const, message: OTP_VERIFIED };
  }

  // ---- sign-up ---------------------------------------------------------------------------------
  app.post(
    '/api/user/signup',
    {
      attachValidation: true,
      schema: {
        body: signUpBody,
        response: { 201: signedUpSchema },
      },
    },
    async (request, reply) => {
      rejectInvalid(request, FAILED);
      const { name, email: address, phone: phoneNo, password } = request.body;
      const weak = passwordProblem(password, address);
      if (weak) throw new HttpError(400, weak, FAILED);
      // Counted before anything is looked up, so nobody can ask which e-mails have accounts without limit.
      await limitAddress(request, 'signup', FAILED);
      if (await findUserByEmail(app.db, address)) throw conflict(EMAIL_TAKEN, FAILED);
      if (await phoneOwnerId(app.db, phoneNo)) throw conflict(PHONE_TAKEN, FAILED);
      const inserted = await insertUnverifiedUser(app.db, { name, email: address, phone: phoneNo, passwordHash: await hashPassword(password) });
      // Two sign-ups with one e-mail at the same moment: the unique key lets one through.
      if (!inserted) throw conflict(EMAIL_TAKEN, FAILED);
      await sendCode(request, address, 'verify', { name }, FAILED);
      return reply.code(201).send({ status: 'SUCCESS', msg: SIGNED_UP });
    },
  );

  /**
   * A call that e-mails a code to an address: everyone gets the same answer, and only an account
   * `mayReceive` says gets mail (the limits count either way).
   */
  function codeSendingRoute(path: string, purpose: OtpPurpose, mayReceive: (user: UserRow) => boolean, message: string) {
    app.post(path, { attachValidation: true, schema: { body: emailBody, response: { 200: successSchema } } }, async (request) => {
      rejectInvalid(request, NOT_SUCCESS);
      const address = request.body.email;
      const user = await findUserByEmail(app.db, address);
      await sendCode(request, address, purpose, user && mayReceive(user) ? { name: user.name } : null, NOT_SUCCESS);
      return { success: true as const, message };
    });
  }

  // ---- account verification --------------------------------------------------------------------
  // Only an account waiting for verification gets mail.
  codeSendingRoute('/api/user/verifyAccount/resendOtp', 'verify', (user) => user.is_verified !== 1, CODE_SENT);

  app.post(
    '/api/user/verifyemail',
    {
      attachValidation: true,
      schema: { body: verifyEmailBody, response: { 200: successSchema } },
    },
    async (request) => {
      rejectInvalid(request, NOT_SUCCESS);
      return verifyAccount(request.body.email, request.body.otp);
    },
  );

  // The spec's "update call" of the old verify mode, kept at its path: it checks a typed code for
  // that account like verifyemail does (there is no code to copy from a response any more).
  app.put(
    '/api/user/verifyAccount/emailVerify/:userId',
    {
      attachValidation: true,
      schema: {
        params: verifyAccountParams,
        body: verifyEmailBody,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      rejectInvalid(request, NOT_SUCCESS);
      return verifyAccount(request.body.email, request.body.otp, request.params.userId);
    },
  );

  // ---- forgotten password ----------------------------------------------------------------------
  codeSendingRoute('/api/user/forgotPassword/send-otp', 'reset', () => true, RESET_CODE_SENT);

  app.post(
    '/api/user/forgotPassword/verify-otp',
    {
      attachValidation: true,
      schema: { body: verifyResetCodeBody, response: { 200: verifiedResetSchema } },
    },
    async (request, reply) => {
      // The answer carries a reset token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      rejectInvalid(request, NOT_SUCCESS);
      const { email: address, otp: code } = request.body;
      const result = await checkCode(app.db, { email: address, purpose: 'reset', code, secret });
      if (!result.ok) throw new HttpError(result.reason === 'too-many-tries' ? 429 : 400, checkFailureMessage(result), NOT_SUCCESS);
      const user = await findUserByEmail(app.db, address);
      if (!user) throw new HttpError(400, checkFailureMessage({ ok: false, reason: 'wrong', triesLeft: 0 }), NOT_SUCCESS);
      return { success: true as const, message: OTP_VERIFIED, resetToken: await issueResetToken(app.db, address) };
    },
  );

  /** Uses the reset token up and sets the password, in one transaction. */
  async function setPasswordWithToken(address: string, token: string, password: string, extra: Record<string, unknown>) {
    const weak = passwordProblem(password, address);
    if (weak) throw new HttpError(400, weak, extra);
    const passwordHash = await hashPassword(password);
    await app.db.transaction().execute(async (trx) => {
      if (!(await consumeResetToken(trx, address, token))) throw forbidden(RESET_TOKEN_INVALID, extra);
      if (!(await resetPassword(trx, address, passwordHash))) throw forbidden(RESET_TOKEN_INVALID, extra);
    });
  }

  app.post(
    '/api/user/forgotPassword/reset',
    {
      attachValidation: true,
      schema: {
        body: resetPasswordBody,
        response: { 200: successSchema },
      },
    },
    async (request, reply) => {
      rejectInvalid(request, NOT_SUCCESS);
      const { email: address, resetToken: token, newPass } = request.body;
      await setPasswordWithToken(address, token, newPass, NOT_SUCCESS);
      // Every session ended with the old password (its version moved); this browser's cookie goes too.
      endSessionCookie(reply, app.config);
      return { success: true as const, message: PASSWORD_RESET };
    },
  );

  app.post(
    '/api/user/forgotPassword/changePassword',
    {
      attachValidation: true,
      schema: {
        body: resetChangePasswordBody,
        response: { 200: passwordResetSchema },
      },
    },
    async (request, reply) => {
      rejectInvalid(request, FAILED);
      const { email: address, newPass, confirmPass, resetToken: token } = request.body;
      if (newPass !== confirmPass) throw new HttpError(400, PASSWORDS_DIFFER, FAILED);
      await setPasswordWithToken(address, token, newPass, FAILED);
      endSessionCookie(reply, app.config);
      return { status: 'SUCCESS' as const, message: PASSWORD_CHANGED };
    },
  );

  // ---- Google ----------------------------------------------------------------------------------
  app.get('/api/user/auth-config', { schema: { response: { 200: authConfigSchema } } }, async () => ({
    googleClientId: app.config.google?.clientId ?? null,
  }));

  app.post(
    '/api/user/authWithGoogle',
    {
      schema: {
        body: googleSignInBody,
        response: { 200: signInSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const google = app.config.google;
      if (!google) throw new HttpError(503, GOOGLE_NOT_CONFIGURED);
      const identity = await verifyGoogleIdToken(request.body.credential, google);
      if (!identity) throw new HttpError(400, GOOGLE_TOKEN_INVALID);
      if (!identity.emailVerified) throw new HttpError(400, GOOGLE_EMAIL_UNVERIFIED);

      let user = await findUserByGoogleSub(app.db, identity.sub);
      if (!user) {
        const byEmail = await findUserByEmail(app.db, identity.email);
        if (byEmail) {
          if (byEmail.google_sub && byEmail.google_sub !== identity.sub) {
            throw conflict('This e-mail is linked to another Google account.');
          }
          await linkGoogle(app.db, byEmail, identity);
        } else {
          await insertGoogleUser(app.db, identity);
        }
        user = await findUserByGoogleSub(app.db, identity.sub);
        if (!user) throw conflict('This e-mail is linked to another account. Please try again.');
      }
      const fresh = (await findUserById(app.db, user.id)) ?? user;
      const token = await signAccessToken(fresh.id, secret, app.config.jwtTtlSeconds, Number(fresh.session_version ?? 0));
      setSessionCookie(reply, token, app.config);
      return { error: false as const, token, user: toAuthUser(fresh), msg: SIGNED_IN };
    },
  );
};
