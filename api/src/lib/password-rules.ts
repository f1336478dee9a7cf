// What a new password must be (decisions §6): at least 6 characters as the spec says, not blank or
// spaces only, not the shopper's e-mail, and not one of the most common breached passwords.
import { isCommonPassword } from './common-passwords';

export const MIN_PASSWORD = 6;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD} characters`;
export const PASSWORD_BLANK = 'Password cannot be blank or only spaces';
export const PASSWORD_IS_EMAIL = 'Password cannot be your e-mail address';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';

/** Why `password` may not be used by the owner of `email`; null when it may. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.trim() === '') return PASSWORD_BLANK;
  if (password.length < MIN_PASSWORD) return PASSWORD_TOO_SHORT;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
