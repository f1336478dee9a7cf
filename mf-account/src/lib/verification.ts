// What the code flow keeps in browser storage between screens (spec section 3): the e-mail the code
// went to ('userEmail') and why it was sent ('actionType'). The reset token that proves a verified
// code goes to session storage only: it is short-lived, and has no place in lasting storage.
//
// The flow is also a cookie (shared's code-flow.ts), the reset token with it: the shop's server
// renders /verifyOTP and Forgot Password's second step for it, and answers their forms before the
// scripts run or without them. A page the server rendered starts from what it knew (codeFlowAtom);
// the storage is asked only once the page runs on its scripts, and only when the cookie has no
// flow (useCodeFlow).
import { useAtomValue } from 'jotai';
import { codeFlowAtom, readStorage, setCodeFlow, STORAGE_KEYS, useHydrated, writeStorage, type CodeFlow } from '@storefront/shared';

export type ActionType = 'verifyEmail' | 'changePassword';

const RESET_TOKEN_KEY = 'resetToken';

/** A code was just sent to `email` for `actionType`: the flow /verifyOTP goes on with (its countdown from now). */
export function rememberVerification(email: string, actionType: ActionType): void {
  writeStorage(STORAGE_KEYS.userEmail, email);
  writeStorage(STORAGE_KEYS.actionType, actionType);
  setCodeFlow({ email, purpose: actionType, sentAt: Date.now() });
}

/**
 * The e-mail, action type and reset token of the code flow under way ('' when none), and when its
 * code was sent (the cookie's flow alone knows): the server's while the page is its HTML, then the
 * newest of the cookie's and the browser's storage (the cookie's, when both).
 */
export function useCodeFlow(): { email: string; actionType: ActionType; resetToken: string; sentAt?: number } {
  const flow = useAtomValue(codeFlowAtom);
  const hydrated = useHydrated();
  const known: CodeFlow | null = flow && flow.purpose !== 'forgotPassword' ? flow : null;
  if (known) {
    const actionType = known.purpose === 'changePassword' ? 'changePassword' : 'verifyEmail';
    return { email: known.email, actionType, resetToken: known.resetToken ?? '', ...(known.sentAt ? { sentAt: known.sentAt } : {}) };
  }
  if (!hydrated) return { email: '', actionType: 'verifyEmail', resetToken: '' };
  return { email: storedEmail(), actionType: storedActionType(), resetToken: storedResetToken() };
}

function storedEmail(): string {
  return readStorage(STORAGE_KEYS.userEmail) ?? '';
}

function storedActionType(): ActionType {
  return readStorage(STORAGE_KEYS.actionType) === 'changePassword' ? 'changePassword' : 'verifyEmail';
}

function storeResetToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(RESET_TOKEN_KEY, token);
    else sessionStorage.removeItem(RESET_TOKEN_KEY);
  } catch {
    // storage blocked: the cookie still holds the token
  }
}

function storedResetToken(): string {
  try {
    return sessionStorage.getItem(RESET_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The proof of a code verified for `email`'s password change, for /changePassword (null drops it). */
export function keepResetToken(email: string, token: string | null): void {
  storeResetToken(token);
  setCodeFlow({ email, purpose: 'changePassword', ...(token ? { resetToken: token } : {}) });
}

/** Ends the code flow: nothing about it stays behind. */
export function clearVerification(): void {
  writeStorage(STORAGE_KEYS.userEmail, null);
  writeStorage(STORAGE_KEYS.actionType, null);
  storeResetToken(null);
  setCodeFlow(null);
}
