// Account and authentication (spec §7, decisions §2 and §3): sign-in, sign-up, e-mail codes,
// password reset and Google sign-in. The code never appears in an answer: it travels by e-mail only.
import { z } from 'zod';
import { OTP_FORMAT, OTP_LENGTH, OTP_REQUIRED } from '../rules/codes';
import { CONFIRM_PASSWORD, EMAIL_BLANK, PASSWORD_REQUIRED, SIGN_UP_BLANK, VERIFY_OTP_FIRST } from '../rules/messages';
import { MAX_PASSWORD, MIN_PASSWORD, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../rules/passwords';
import { normalizeEmail } from '../rules/text';
import { requiredText } from './common';

// ---- input pieces ------------------------------------------------------------------------------

const EMAIL_INVALID = 'Please enter a valid email address';
export const NAME_TOO_LONG = 'Name is too long';

/** An e-mail address, trimmed and lower-cased. */
export const emailField = (blank: string) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, blank)
    .max(254, 'Email is too long')
    .pipe(z.email(EMAIL_INVALID))
    .transform(normalizeEmail);

export const otpField = z
  .string({ error: OTP_REQUIRED })
  .trim()
  .min(1, OTP_REQUIRED)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_FORMAT);

/** A new password: the length rules here, the rest of the rule book (passwordProblem) in the handler. */
export const newPasswordField = (blank: string) =>
  z
    .string({ error: blank })
    .min(1, blank)
    .min(MIN_PASSWORD, PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD, PASSWORD_TOO_LONG);

/** A password typed to prove who one is (sign-in, the old password). */
export const currentPasswordField = (blank: string) => z.string({ error: blank }).min(1, blank).max(MAX_PASSWORD, PASSWORD_TOO_LONG);

const resetTokenField = requiredText(VERIFY_OTP_FIRST, 200, VERIFY_OTP_FIRST);

export const phoneField = (blank: string) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, blank)
    .regex(/^\d{7,15}$/, 'Phone No. must be 7 to 15 digits');

// ---- sign-in -----------------------------------------------------------------------------------

/** POST /api/user/signin (the address is matched as typed, lower-cased by the lookup). */
export const signInBody = z.object({
  email: z.string({ error: EMAIL_BLANK }).trim().min(1, EMAIL_BLANK).max(254, 'Email is too long').pipe(z.email(EMAIL_INVALID)),
  password: currentPasswordField(PASSWORD_REQUIRED),
});

export const authUserSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  id: z.string(),
  userId: z.string(),
  images: z.array(z.string()),
});

/** The answer of a sign-in (password or Google). */
export const signInSchema = z.strictObject({
  error: z.literal(false),
  token: z.string(),
  user: authUserSchema,
  msg: z.string(),
});

/** Who the request's session (token or cookie) belongs to: what the shop's server renders the chrome with. */
export const sessionSchema = z.strictObject({ user: authUserSchema });

// ---- sign-up and codes -------------------------------------------------------------------------

/** POST /api/user/signup. isAdmin is part of the spec's payload, but nobody becomes an admin by signing up. */
export const signUpBody = z.object({
  name: requiredText(SIGN_UP_BLANK.name, 100, NAME_TOO_LONG),
  email: emailField(SIGN_UP_BLANK.email),
  phone: phoneField(SIGN_UP_BLANK.phone),
  password: newPasswordField(SIGN_UP_BLANK.password),
  isAdmin: z.unknown().optional(),
});

/** The answer of sign-up. */
export const signedUpSchema = z.strictObject({ status: z.literal('SUCCESS'), msg: z.string() });

/** POST /api/user/verifyAccount/resendOtp and /api/user/forgotPassword/send-otp */
export const emailBody = z.object({ email: emailField(EMAIL_BLANK) });

/** POST /api/user/verifyemail and PUT /api/user/verifyAccount/emailVerify/:userId */
export const verifyEmailBody = z.object({ otp: otpField, email: emailField(EMAIL_BLANK) });
export const verifyAccountParams = z.object({ userId: z.string().max(64) });

/** The answer of the code calls. */
export const successSchema = z.strictObject({ success: z.literal(true), message: z.string() });

// ---- forgotten password ------------------------------------------------------------------------

/** POST /api/user/forgotPassword/verify-otp */
export const verifyResetCodeBody = z.object({ email: emailField(EMAIL_BLANK), otp: otpField });
export const verifiedResetSchema = z.strictObject({ success: z.literal(true), message: z.string(), resetToken: z.string() });

/** POST /api/user/forgotPassword/reset */
export const resetPasswordBody = z.object({ email: emailField(EMAIL_BLANK), resetToken: resetTokenField, newPass: newPasswordField('New password is required') });

/** POST /api/user/forgotPassword/changePassword */
export const resetChangePasswordBody = z.object({
  email: emailField(EMAIL_BLANK),
  newPass: newPasswordField('New password is required'),
  confirmPass: z.string({ error: CONFIRM_PASSWORD }).min(1, CONFIRM_PASSWORD).max(MAX_PASSWORD, PASSWORD_TOO_LONG),
  resetToken: resetTokenField,
});
export const passwordResetSchema = z.strictObject({ status: z.literal('SUCCESS'), message: z.string() });

// ---- Google ------------------------------------------------------------------------------------

/** GET /api/user/auth-config */
export const authConfigSchema = z.strictObject({ googleClientId: z.string().nullable() });

/** POST /api/user/authWithGoogle */
export const googleSignInBody = z.object({
  credential: requiredText('The Google credential is missing', 8192, 'The Google credential is too long'),
});
