// One-time codes (decisions §2): six digits, typed by the shopper from an e-mail.

export const OTP_LENGTH = 6;
export const OTP_REQUIRED = 'Please enter OTP';
export const OTP_FORMAT = `The OTP is ${OTP_LENGTH} digits`;
export const OTP_VERIFIED = 'OTP Verified!';
/** Fewer digits than a code has (the code screen's six boxes). */
export const OTP_INCOMPLETE = `Please enter all ${OTP_LENGTH} digits of the OTP`;

/** A code as the shopper may type it: exactly OTP_LENGTH digits. */
export function isOtp(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code);
}
