// The code flow between the account screens (spec section 3: the e-mail a code went to and why),
// also kept in a cookie beside the browser's storage, so the shop's server can render /verifyOTP
// and Forgot Password's second step for the shopper, and answer their forms, before the scripts run
// or without them (shell/src/ssr/forms.ts). The scripts and the server write it alike
// (codeFlowCookieText); the server reads it for each page (parseCodeFlow) and hands what it read to
// the page it renders (codeFlowAtom). Not httpOnly: the scripts change it as the flow moves on.
import { atom } from 'jotai';
import { store } from './store';

export const CODE_FLOW_COOKIE = 'sf_code_flow';
/** As long as a shopper may take to fetch a code from their mail and type it (codes live 10 minutes). */
const CODE_FLOW_SECONDS = 30 * 60;

export interface CodeFlow {
  /** Where the code went. */
  email: string;
  /**
   * Why: 'verifyEmail' (a new account, or a sign-in of an unverified one) and 'changePassword'
   * (My Account) are the spec's action types, for /verifyOTP; 'forgotPassword' is Forgot
   * Password's second step (the code and the new password on one form).
   */
  purpose: 'verifyEmail' | 'changePassword' | 'forgotPassword';
  /**
   * The proof of a verified code (single use, 15 minutes): from /verifyOTP to /changePassword, and
   * Forgot Password's second step's, kept for a reload or a refused new password.
   */
  resetToken?: string;
  /** When the code was sent (ms since the epoch): Resend OTP's countdown goes on after a reload. */
  sentAt?: number;
}

const PURPOSES: ReadonlySet<string> = new Set(['verifyEmail', 'changePassword', 'forgotPassword']);
const EMAIL_MAX = 254;
const TOKEN_MAX = 200;

/** The flow a cookie's value holds (decoded), or null for none or a forged one. */
export function parseCodeFlow(raw: string | null | undefined): CodeFlow | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<CodeFlow>;
    if (typeof v.email !== 'string' || !v.email || v.email.length > EMAIL_MAX) return null;
    if (typeof v.purpose !== 'string' || !PURPOSES.has(v.purpose)) return null;
    const flow: CodeFlow = { email: v.email, purpose: v.purpose };
    if (typeof v.resetToken === 'string' && v.resetToken && v.resetToken.length <= TOKEN_MAX) flow.resetToken = v.resetToken;
    if (typeof v.sentAt === 'number' && Number.isSafeInteger(v.sentAt)) flow.sentAt = v.sentAt;
    return flow;
  } catch {
    return null;
  }
}

/** The cookie as a Set-Cookie header or `document.cookie` takes it; null ends the flow. */
export function codeFlowCookieText(flow: CodeFlow | null): string {
  return flow
    ? `${CODE_FLOW_COOKIE}=${encodeURIComponent(JSON.stringify(flow))}; Path=/; SameSite=Lax; Max-Age=${CODE_FLOW_SECONDS}`
    : `${CODE_FLOW_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

/**
 * The flow the page knows of: on the server, what the request's cookie said; in the browser, what
 * the server rendered with, then what the screens set (setCodeFlow).
 */
export const codeFlowAtom = atom<CodeFlow | null>(null);

/** The browser moves the flow on (or ends it, null): for its next screen and for the shop's server. */
export function setCodeFlow(flow: CodeFlow | null): void {
  store.set(codeFlowAtom, flow);
  try {
    if (typeof document !== 'undefined') document.cookie = codeFlowCookieText(flow);
  } catch {
    // cookies blocked: the browser's storage still holds the flow for the scripts
  }
}
