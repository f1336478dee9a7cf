// What the code flow keeps in browser storage between screens (spec section 3): the e-mail the code
// went to ('userEmail') and why it was sent ('actionType'). The reset token that proves a verified
// code lives in session storage only: it is short-lived and must not outlive the tab.
import { readStorage, STORAGE_KEYS, writeStorage } from '@storefront/shared';

export type ActionType = 'verifyEmail' | 'changePassword';

const RESET_TOKEN_KEY = 'resetToken';

export function rememberVerification(email: string, actionType: ActionType): void {
  writeStorage(STORAGE_KEYS.userEmail, email);
  writeStorage(STORAGE_KEYS.actionType, actionType);
}

export function storedEmail(): string {
  return readStorage(STORAGE_KEYS.userEmail) ?? '';
}

export function storedActionType(): ActionType {
  return readStorage(STORAGE_KEYS.actionType) === 'changePassword' ? 'changePassword' : 'verifyEmail';
}

export function keepResetToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(RESET_TOKEN_KEY, token);
    else sessionStorage.removeItem(RESET_TOKEN_KEY);
  } catch {
    // storage blocked: the shopper verifies the code again
  }
}

export function storedResetToken(): string {
  try {
    return sessionStorage.getItem(RESET_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Ends the code flow: nothing about it stays behind. */
export function clearVerification(): void {
  writeStorage(STORAGE_KEYS.userEmail, null);
  writeStorage(STORAGE_KEYS.actionType, null);
  keepResetToken(null);
}
