// The shop's forms before (or without) scripts: each form of a server-rendered page posts here, to
// the shell's server, which does what the screen's script would (through the API, as the shopper of
// the session cookie), then sends the browser back to the page with the screen's own message
// (a one-time `sf_flash` cookie the next page shows in the snackbar). The scripts take the same
// forms over once they run; nothing here is needed then.
import {
  CART_ITEM_NOT_FOUND,
  CHANGE_PASSWORD_NEEDS_CODE,
  CONFIRM_PASSWORD,
  EMAIL_BLANK,
  NEW_PASSWORD_BLANK,
  PASSWORDS_DIFFER,
  isOtp,
  MIN_PASSWORD,
  OTP_INCOMPLETE,
  OTP_REQUIRED,
  OTP_VERIFIED,
  PASSWORD_RESET,
  passwordShapeProblem,
  SIGN_UP_BLANK,
  COUPON_INVALID,
  COUPON_REMOVE_ACTION,
  couponAppliedText,
  ITEM_ADDED,
  ITEM_REMOVED,
  LOCATION_PATTERN,
  LOGIN_FIRST,
  MY_LIST_ADDED,
  MY_LIST_REMOVED,
  normalizeCouponCode,
  REVIEW_EMPTY,
  SELECT_QUANTITY,
  STOCK_EXCEEDED,
  typedQuantity,
  WISHLIST_ADDED_PAGE,
  type CouponTerms,
} from '@storefront/shared/rules';
import { EMAIL_INVALID, isEmail } from '../lib/is-email';
import { cleanFormDraft, CODE_FLOW_COOKIE, codeFlowCookieText, COUPON_COOKIE, couponCookieText, LOCATION_COOKIE, parseCodeFlow, type CodeFlow, type FormDraft } from '@storefront/shared';
import { isShopPath } from '../lib/shop-path';
import { cookieValue, SESSION_COOKIE } from './session';

export const FLASH_COOKIE = 'sf_flash';
export const CROSS_SITE_REFUSED = 'Cross-site request refused';
/** The product page's heart and a card's say this to a visitor (mf-product's use-wishlist, mf-catalogue's use-my-list-status). */
export const LOGIN_FOR_WISHLIST = 'Please Login to continue';
/** A product card's heart posts `from=card`: it thanks in the card's words (spec: 'The product added to My List'). */
const FROM_CARD = 'card';
/** The footer's and the contact page's thanks (shell: newsletter-form, contact-form). */
export const SUBSCRIBED = 'Thank you for subscribing to the Storefront newsletter!';
export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';
const SIGNED_IN_FALLBACK = 'User Login Successfully!';
/** The cart's coupon box with nothing typed (the contract's words for a blank code). */
export const COUPON_BLANK = 'Please enter a coupon code';
/**
 * The cookies this server reads, each named once (the shared package names those the scripts write
 * too; the rendering server takes these names from here):
 * - the coupon (COUPON_COOKIE): one applied by the cart's form before the scripts ran (or without
 *   them) is handed to the scripts, which keep it in the browser's storage for that shopper
 *   (shared's coupon.ts). Readable by scripts, so not httpOnly; it holds only the coupon's public
 *   terms, and the server checks the coupon again when it prices the order;
 * - the delivery location (LOCATION_COOKIE): set by the location page's buttons (they post
 *   `location`) and by the scripts' dialog (shared's setLocation), read for every page, and by the
 *   scripts as they start (the server's choice then goes into storage);
 * - the session (SESSION_COOKIE, session.ts): httpOnly, set by the API at sign-in;
 * - the account screens' code flow (CODE_FLOW_COOKIE, shared's code-flow.ts: readCodeFlow): set by
 *   the sign-up, code and Forgot Password forms here and by the screens' scripts alike.
 */
export const COOKIES = { coupon: COUPON_COOKIE, location: LOCATION_COOKIE, session: SESSION_COOKIE } as const;
const LOCATION_COOKIE_SECONDS = 365 * 86_400;
export const LOCATION_UNKNOWN = 'Please choose a location from the list.';
/** A code form posted with no code flow under way (its cookie ran out, or was never set). */
export const NO_CODE_WAITING = 'There is no code waiting to be checked. Sign up, or sign in to verify your account.';
/** Forgot Password's step 2 posted once its flow had run out. */
export const CODE_FLOW_ENDED = 'Your OTP request has expired. Please enter your e-mail to get a new OTP.';
/** Forgot Password's step 2 with the code missing, a short password or the passwords apart (mf-account's forgot-password). */
const RESET_FIELDS = 'Please fill fields correctly';
const CART = '/cart';
const ACCOUNT_PASSWORD_TAB = '/my-account?tab=password';
const MY_LIST = '/my-list';
const BODY_MAX = 16 * 1024;
/** A cookie a browser surely keeps (their limit is 4,096 bytes of name, value and attributes). */
const FLASH_COOKIE_MAX = 3800;
const FLASH_MSG_MAX = 300;

/** The paths forms post to, and what each answers. */
export const FORM_PATHS = ['/signIn', '/signUp', '/verifyOTP', '/forgotPassword', '/changePassword', '/my-account/password-code', '/cart/add', '/cart/quantity', '/cart/remove', '/cart/coupon', '/my-list/toggle', '/my-list/remove', '/reviews/add', '/contact', '/newsletter', '/location', '/signout'] as const;
type FormPath = (typeof FORM_PATHS)[number];

export interface FormPost {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form's fields (application/x-www-form-urlencoded). */
  body: string;
}

export interface FormAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

export interface Flash {
  msg: string;
  error: boolean;
  /** What the refused form held (never a password): the page shows the form filled again. */
  draft?: FormDraft;
}

type Fetch = typeof fetch;

export function isFormPath(path: string): path is FormPath {
  return (FORM_PATHS as readonly string[]).includes(path);
}

const header = (h: FormPost['headers'], name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * A form of the shop's own pages: the browser's Origin (or, without one, its Referer) names the host
 * the form was posted to. Anything else is another site's page making the shopper's browser post.
 */
export function sameOrigin(h: FormPost['headers']): boolean {
  const host = header(h, 'host');
  const from = header(h, 'origin') ?? header(h, 'referer');
  if (!host || !from) return false;
  try {
    return new URL(from).host === host;
  } catch {
    return false;
  }
}


/** Where the shopper goes back to: the form's `back` (a path of this shop), else the page they were on. */
function backTo(fields: URLSearchParams, h: FormPost['headers']): string {
  const back = fields.get('back') ?? '';
  // A browser drops tabs and line breaks from a URL, so `/<tab>/evil.example` would leave the shop:
  // a back path holds no control character or space at all.
  if (isShopPath(back)) return back;
  try {
    const referer = new URL(header(h, 'referer') ?? '');
    // The shop's own page, but `//evil.example/x` is a path a link can open too.
    if (referer.host === header(h, 'host') && isShopPath(referer.pathname)) return referer.pathname + referer.search;
  } catch {
    // no usable referer
  }
  return '/';
}

/**
 * The one-time message cookie. A browser keeps no cookie of more than about 4 kB (a 5,000-letter
 * name made Sign Up's refusal vanish, message and all): the draft is cut to its limits, then its
 * longest fields left out until the cookie fits, so the message always arrives.
 */
export function flashCookie(flash: Flash): string {
  const text = (f: Flash) => `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(f))}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
  const draft = flash.draft ? cleanFormDraft(flash.draft) : null;
  const kept: Flash = { msg: flash.msg.slice(0, FLASH_MSG_MAX), error: flash.error, ...(draft ? { draft } : {}) };
  while (kept.draft && text(kept).length > FLASH_COOKIE_MAX) {
    const fields = Object.entries(kept.draft.fields).sort((a, b) => b[1].length - a[1].length).slice(1);
    kept.draft = fields.length > 0 ? { form: kept.draft.form, fields: Object.fromEntries(fields) } : undefined;
  }
  if (!kept.draft) delete kept.draft;
  return text(kept);
}
export function couponCookie(userId: string, terms: CouponTerms): string {
  const { code, kind, value, minOrder } = terms;
  return couponCookieText({ userId, terms: { code, kind, value, minOrder }, handed: true });
}
export const CLEAR_FLASH = `${FLASH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The account screens' code flow of the shopper's cookie (shared's code-flow.ts), or null. */
export function readCodeFlow(cookieHeader: string | undefined): CodeFlow | null {
  return parseCodeFlow(cookieValue(cookieHeader, CODE_FLOW_COOKIE));
}

/** The message a form left for the next page, or null. */
export function readFlash(cookieHeader: string | undefined): Flash | null {
  const raw = cookieValue(cookieHeader, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Flash>;
    if (typeof v.msg !== 'string' || !v.msg) return null;
    const draft = cleanFormDraft(v.draft);
    return { msg: v.msg.slice(0, 300), error: v.error === true, ...(draft ? { draft } : {}) };
  } catch {
    return null;
  }
}

function goTo(location: string, flash: Flash | null, extra: string[] = []): FormAnswer {
  const cookies = [...extra, ...(flash ? [flashCookie(flash)] : [])];
  return {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', ...(cookies.length ? { 'Set-Cookie': cookies } : {}) },
    body: '',
  };
}

interface Api {
  call<T>(method: string, path: string, body?: unknown): Promise<{ ok: boolean; status: number; data: T | null; setCookie: string[] }>;
}

function apiFor(apiBase: string, token: string | null, origin: string, fetcher: Fetch): Api {
  const base = apiBase.replace(/\/$/, '');
  return {
    async call<T>(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { Origin: origin };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetcher(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
      const text = await res.text();
      let data: T | null = null;
      try {
        data = text ? (JSON.parse(text) as T) : null;
      } catch {
        data = null;
      }
      return { ok: res.ok, status: res.status, data, setCookie: res.headers.getSetCookie?.() ?? [] };
    },
  };
}

const msgOf = (data: unknown, fallback: string): string => {
  const m = (data as { msg?: unknown; message?: unknown } | null)?.msg ?? (data as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : fallback;
};

/**
 * Answers a form posted to one of FORM_PATHS: a redirect back (303) with the screen's message, or
 * 403 for another site's post (nothing is done).
 */
export async function answerForm(post: FormPost, apiBase: string, fetcher: Fetch = fetch): Promise<FormAnswer> {
  if (!sameOrigin(post.headers)) {
    return { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body: CROSS_SITE_REFUSED };
  }
  const fields = new URLSearchParams(post.body.slice(0, BODY_MAX));
  const text = (name: string) => (fields.get(name) ?? '').trim();
  const token = cookieValue(header(post.headers, 'cookie'), SESSION_COOKIE);
  const host = header(post.headers, 'host') ?? '';
  const origin = header(post.headers, 'origin') ?? `http://${host}`;
  const api = apiFor(apiBase, token, new URL(origin).origin, fetcher);
  const back = backTo(fields, post.headers);
  const fail = (msg: string, where = back) => goTo(where, { msg, error: true });

  /** E-mails a code for `purpose` and moves the flow on: the code screen, or Forgot Password's step 2. */
  const sendCode = async (email: string, purpose: CodeFlow['purpose'], from: string): Promise<FormAnswer> => {
    const path = purpose === 'verifyEmail' ? '/api/user/verifyAccount/resendOtp' : '/api/user/forgotPassword/send-otp';
    const res = await api.call<{ success?: boolean; message?: string; msg?: string }>('POST', path, { email });
    if (!res.ok || res.data?.success === false) {
      // Back to the form the code was asked from, its e-mail kept (Sign In's draft).
      const draft = from === '/signIn' ? { draft: { form: '/signIn', fields: { email } } } : {};
      return goTo(from, { msg: msgOf(res.data, 'Failed to send OTP'), error: true, ...draft });
    }
    const next = purpose === 'forgotPassword' ? '/forgotPassword' : '/verifyOTP';
    return goTo(next, { msg: msgOf(res.data, 'OTP sent!'), error: false }, [codeFlowCookieText({ email, purpose, sentAt: Date.now() })]);
  };

  try {
    switch (post.path as FormPath) {
      case '/signIn': {
        const email = text('email');
        const res = await api.call<{ msg?: string; token?: string; isVerify?: boolean }>('POST', '/api/user/signin', { email, password: fields.get('password') ?? '' });
        // An account not verified yet: the screen's Verify Email step in one go (a new code is
        // e-mailed, and the shopper types it on /verifyOTP).
        if (res.data?.isVerify === false && email) return sendCode(email, 'verifyEmail', '/signIn');
        if (!res.ok || !res.data?.token) return goTo('/signIn', { msg: msgOf(res.data, 'Could not sign in'), error: true, draft: { form: '/signIn', fields: { email } } });
        // The API's answer carries the session cookie: the browser keeps it for this shop's pages.
        return goTo('/', { msg: msgOf(res.data, SIGNED_IN_FALLBACK), error: false }, res.setCookie);
      }
      case '/signUp': {
        // Sign Up's checks, in the screen's order (mf-account's sign-up).
        const form = { name: text('name'), email: text('email'), phone: text('phone').replace(/\D/g, '') };
        const password = fields.get('password') ?? '';
        // A refusal brings the form back filled (the password aside).
        const refuse = (msg: string) => goTo('/signUp', { msg, error: true, draft: { form: '/signUp', fields: form } });
        const blank = !form.name ? SIGN_UP_BLANK.name : !form.email ? SIGN_UP_BLANK.email : !form.phone ? SIGN_UP_BLANK.phone : !password ? SIGN_UP_BLANK.password : null;
        if (blank) return refuse(blank);
        const weak = passwordShapeProblem(password, form.email);
        if (weak) return refuse(weak);
        const res = await api.call<{ status?: string | boolean; msg?: string }>('POST', '/api/user/signup', { ...form, password, isAdmin: false });
        if (!res.ok || res.data?.status === 'FAILED' || res.data?.status === false) return refuse(msgOf(res.data, 'Could not sign up'));
        return goTo('/verifyOTP', { msg: msgOf(res.data, 'OTP sent!'), error: false }, [codeFlowCookieText({ email: form.email, purpose: 'verifyEmail', sentAt: Date.now() })]);
      }
      case '/verifyOTP': {
        const flow = readCodeFlow(header(post.headers, 'cookie'));
        if (!flow || flow.purpose === 'forgotPassword') return fail(NO_CODE_WAITING, '/verifyOTP');
        const forPassword = flow.purpose === 'changePassword';
        if (text('action') === 'resend') return sendCode(flow.email, flow.purpose, '/verifyOTP');
        // The six boxes are six fields of one name.
        const code = fields.getAll('otp').join('').trim();
        if (!code) return fail(OTP_REQUIRED, '/verifyOTP');
        if (!isOtp(code)) return fail(OTP_INCOMPLETE, '/verifyOTP');
        if (forPassword) {
          const res = await api.call<{ success?: boolean; resetToken?: string; message?: string; msg?: string }>('POST', '/api/user/forgotPassword/verify-otp', { email: flow.email, otp: code });
          if (!res.ok || !res.data?.success || !res.data.resetToken) return fail(msgOf(res.data, 'Invalid OTP'), '/verifyOTP');
          // The proof goes on to /changePassword with the flow (My Account's scripts choose the password there).
          return goTo('/changePassword', { msg: OTP_VERIFIED, error: false }, [codeFlowCookieText({ ...flow, resetToken: res.data.resetToken })]);
        }
        const res = await api.call<{ success?: boolean; message?: string; msg?: string }>('POST', '/api/user/verifyemail', { otp: code, email: flow.email });
        if (!res.ok || !res.data?.success) return fail(msgOf(res.data, 'Invalid OTP'), '/verifyOTP');
        return goTo('/signIn', { msg: OTP_VERIFIED, error: false }, [codeFlowCookieText(null)]);
      }
      case '/forgotPassword': {
        const flow = readCodeFlow(header(post.headers, 'cookie'));
        const step2 = flow?.purpose === 'forgotPassword' ? flow : null;
        const action = text('action');
        // Step 1 (and Resend OTP): a code to the e-mail typed, or to the one step 2 shows.
        // Step 2 posted after its flow ran out (the cookie lasts 30 minutes): say so, not 'Email cannot be blank!'.
        if (!step2 && !action && fields.has('otp')) return fail(CODE_FLOW_ENDED, '/forgotPassword');
        if (action === 'send' || action === 'resend' || !step2) {
          const email = action === 'resend' && step2 ? step2.email : text('email');
          if (!email) return fail(EMAIL_BLANK, '/forgotPassword');
          return sendCode(email, 'forgotPassword', '/forgotPassword');
        }
        // 'Change email': back to step 1.
        if (action === 'change-email') return goTo('/forgotPassword', null, [codeFlowCookieText(null)]);
        // Step 2: the code, then the new password, on one form (the screen's Verify OTP, then Reset
        // Password). A code verified before (by the scripts, or by a reset refused for its password)
        // left its proof in the flow: no new code is needed while the box is left empty.
        const code = text('otp');
        const newPass = fields.get('newPass') ?? '';
        // A refusal brings the code back as typed (never a password): a correction, not a new code.
        const refuse = (msg: string, cookies: string[] = []) =>
          goTo('/forgotPassword', { msg, error: true, ...(code ? { draft: { form: '/forgotPassword', fields: { otp: code } } } : {}) }, cookies);
        if ((!code && !step2.resetToken) || newPass.length < MIN_PASSWORD || newPass !== (fields.get('confirmPass') ?? '')) return refuse(RESET_FIELDS);
        const weak = passwordShapeProblem(newPass, step2.email);
        if (weak) return refuse(weak);
        let resetToken = step2.resetToken;
        if (code) {
          const verified = await api.call<{ success?: boolean; resetToken?: string; message?: string; msg?: string }>('POST', '/api/user/forgotPassword/verify-otp', { email: step2.email, otp: code });
          if (!verified.ok || !verified.data?.success || !verified.data.resetToken) {
            return refuse(msgOf(verified.data, 'Invalid OTP'), [codeFlowCookieText({ ...step2, resetToken: undefined })]);
          }
          resetToken = verified.data.resetToken;
        }
        const res = await api.call<{ success?: boolean; message?: string; msg?: string }>('POST', '/api/user/forgotPassword/reset', { email: step2.email, resetToken, newPass });
        if (!res.ok || !res.data?.success) {
          // The code is used up now. A refused password (too common) leaves the proof unused: kept, the
          // next password needs no new code; a refused proof (403: used, expired) is dropped.
          const kept = { ...step2, resetToken: res.status === 403 ? undefined : resetToken };
          return goTo('/forgotPassword', { msg: msgOf(res.data, 'Reset failed'), error: true }, [codeFlowCookieText(kept)]);
        }
        return goTo('/signIn', { msg: PASSWORD_RESET, error: false }, [codeFlowCookieText(null)]);
      }
      case '/my-account/password-code': {
        // My Account's 'Forgot your old password?': a code to the account's e-mail, then /verifyOTP
        // (its proof then goes on to /changePassword), as the screen's script does.
        const email = text('email');
        if (!email) return fail(EMAIL_BLANK, ACCOUNT_PASSWORD_TAB);
        return sendCode(email, 'changePassword', ACCOUNT_PASSWORD_TAB);
      }
      case '/changePassword': {
        // The new password, with the proof of the code verified for it (the flow's cookie).
        const flow = readCodeFlow(header(post.headers, 'cookie'));
        if (!flow || flow.purpose !== 'changePassword' || !flow.resetToken) return fail(CHANGE_PASSWORD_NEEDS_CODE, '/changePassword');
        const newPass = fields.get('newPass') ?? '';
        const confirmPass = fields.get('confirmPass') ?? '';
        // The screen's checks, in its order.
        const problem = !newPass ? NEW_PASSWORD_BLANK : !confirmPass ? CONFIRM_PASSWORD : newPass !== confirmPass ? PASSWORDS_DIFFER : passwordShapeProblem(newPass, flow.email);
        if (problem) return fail(problem, '/changePassword');
        const res = await api.call<{ status?: string; message?: string; msg?: string }>('POST', '/api/user/forgotPassword/changePassword', {
          email: flow.email,
          newPass,
          confirmPass,
          resetToken: flow.resetToken,
        });
        if (!res.ok || res.data?.status !== 'SUCCESS') {
          // A refused password leaves the proof for the next one; a refused proof (403: used, expired) is dropped.
          const kept = { ...flow, resetToken: res.status === 403 ? undefined : flow.resetToken };
          return goTo('/changePassword', { msg: msgOf(res.data, 'Reset failed'), error: true }, [codeFlowCookieText(kept)]);
        }
        // Every session of the shopper ended, this browser's too: the API's answer clears its cookie.
        return goTo('/signIn', { msg: msgOf(res.data, 'Password changed!'), error: false }, [codeFlowCookieText(null), ...res.setCookie]);
      }
      case '/cart/add': {
        const quantity = Number(text('quantity') || '1');
        if (!Number.isInteger(quantity) || quantity < 1) return fail(SELECT_QUANTITY);
        if (!token) return fail(LOGIN_FIRST);
        const choice: Record<string, string> = {};
        for (const key of ['productRam', 'size', 'productWeight']) if (text(key)) choice[key] = text(key);
        const res = await api.call('POST', '/api/cart/add', { productId: text('productId'), quantity, ...choice });
        if (res.status === 401) return fail(LOGIN_FIRST);
        return res.ok ? goTo(back, { msg: ITEM_ADDED, error: false }) : fail(msgOf(res.data, 'The item could not be added to the cart'));
      }
      case '/cart/quantity': {
        // The cart line's box: the typed quantity, or minus/plus (step) from the line's quantity
        // as the server holds it. Empty or 0 is ignored, as the screen ignores it (spec §5).
        if (!token) return fail(LOGIN_FIRST, CART);
        const cart = await api.call<Array<{ id: string; quantity: number; countInStock: number }>>('GET', '/api/cart');
        if (cart.status === 401) return fail(LOGIN_FIRST, CART);
        if (!cart.ok || !Array.isArray(cart.data)) return fail(msgOf(cart.data, 'The cart could not be read'), CART);
        const line = cart.data.find((l) => l.id === text('id'));
        if (!line) return fail(CART_ITEM_NOT_FOUND, CART);
        const step = text('step');
        const quantity = step === '1' || step === '-1' ? line.quantity + Number(step) : typedQuantity(text('quantity'));
        if (!Number.isInteger(quantity) || quantity <= 0 || quantity === line.quantity) return goTo(CART, null);
        if (quantity > line.countInStock) return fail(STOCK_EXCEEDED, CART);
        const res = await api.call('PUT', `/api/cart/${encodeURIComponent(line.id)}`, { quantity });
        return res.ok ? goTo(CART, null) : fail(msgOf(res.data, 'The quantity could not be changed'), CART);
      }
      case '/cart/remove': {
        // A cart line's Remove: the line goes, with the screen's 'item removed from cart!'.
        if (!token) return fail(LOGIN_FIRST, CART);
        const id = text('id');
        if (!id) return fail(CART_ITEM_NOT_FOUND, CART);
        const res = await api.call('DELETE', `/api/cart/${encodeURIComponent(id)}`);
        if (res.status === 401) return fail(LOGIN_FIRST, CART);
        return res.ok ? goTo(CART, { msg: ITEM_REMOVED, error: false }) : fail(msgOf(res.data, 'The item could not be removed from the cart'), CART);
      }
      case '/cart/coupon': {
        if (!token) return fail(LOGIN_FIRST, CART);
        // 'Remove coupon' (mf-cart-checkout's coupon-box): the cart comes back without it.
        // (handed over as removed: a copy the scripts kept in storage must not bring it back)
        if (text('action') === COUPON_REMOVE_ACTION) return goTo(CART, null, [couponCookieText({ removed: true, handed: true })]);
        const code = normalizeCouponCode(text('coupon'));
        if (!code) return fail(COUPON_BLANK, CART);
        const res = await api.call<CouponTerms>('POST', '/api/coupons/apply', { code });
        if (res.status === 401) return fail(LOGIN_FIRST, CART);
        if (!res.ok || !res.data?.code) return fail(msgOf(res.data, COUPON_INVALID), CART);
        // Kept for this shopper only: another one signing in on this browser does not get it.
        const me = await api.call<{ user?: { id?: string; userId?: string } }>('GET', '/api/user/session');
        const userId = me.data?.user?.userId ?? me.data?.user?.id;
        if (!me.ok || !userId) return fail(LOGIN_FIRST, CART);
        return goTo(CART, { msg: couponAppliedText(res.data.code), error: false }, [couponCookie(userId, res.data)]);
      }
      case '/my-list/toggle': {
        if (!token) return fail(LOGIN_FOR_WISHLIST);
        const productId = text('productId');
        const found = await api.call<Array<{ id: string }>>('GET', `/api/my-list?productId=${encodeURIComponent(productId)}`);
        if (found.status === 401) return fail(LOGIN_FOR_WISHLIST);
        const entry = Array.isArray(found.data) ? found.data[0] : undefined;
        if (entry) {
          const res = await api.call('DELETE', `/api/my-list/${encodeURIComponent(entry.id)}`);
          return res.ok ? goTo(back, { msg: MY_LIST_REMOVED, error: false }) : fail(msgOf(res.data, 'The product could not be removed'));
        }
        const res = await api.call('POST', '/api/my-list/add/', { productId });
        const added = text('from') === FROM_CARD ? MY_LIST_ADDED : WISHLIST_ADDED_PAGE;
        return res.ok ? goTo(back, { msg: added, error: false }) : fail(msgOf(res.data, 'The product could not be added to your wishlist'));
      }
      case '/my-list/remove': {
        // A My List row's Remove: the entry goes, with the screen's 'item removed from My List!'.
        if (!token) return fail(LOGIN_FOR_WISHLIST, MY_LIST);
        const id = text('id');
        const res = id ? await api.call('DELETE', `/api/my-list/${encodeURIComponent(id)}`) : null;
        if (res?.status === 401) return fail(LOGIN_FOR_WISHLIST, MY_LIST);
        return res?.ok ? goTo(MY_LIST, { msg: MY_LIST_REMOVED, error: false }) : fail(msgOf(res?.data, 'The product could not be removed'), MY_LIST);
      }
      case '/reviews/add': {
        if (!token) return fail(LOGIN_FIRST);
        const review = text('review');
        if (!review) return fail(REVIEW_EMPTY);
        const me = await api.call<{ user?: { id: string; name: string } }>('GET', '/api/user/session');
        if (!me.ok || !me.data?.user) return fail(LOGIN_FIRST);
        const rating = Number(text('customerRating') || '1');
        const res = await api.call<{ msg?: string }>('POST', '/api/productReviews/add', {
          productId: text('productId'),
          customerName: me.data.user.name,
          customerId: me.data.user.id,
          review,
          customerRating: Number.isFinite(rating) ? rating : 1,
        });
        return res.ok ? goTo(back, { msg: msgOf(res.data, 'Review added'), error: false }) : fail(msgOf(res.data, 'The review could not be added'));
      }
      case '/contact': {
        // A refusal brings the form back as it was sent.
        const sent = { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
        const refuse = (msg: string) => goTo('/contact', { msg, error: true, draft: { form: '/contact', fields: sent } });
        for (const [name, blank] of [
          ['name', 'Please enter your name.'],
          ['email', 'Please enter your email address.'],
          ['subject', 'Please enter a subject.'],
          ['message', 'Please enter your message.'],
        ] as const) {
          if (!sent[name]) return refuse(blank);
        }
        if (!isEmail(sent.email)) return refuse(EMAIL_INVALID);
        return goTo('/contact', { msg: CONTACT_THANKS, error: false });
      }
      case '/signout': {
        // Logout without scripts (the header's menu): the session's token ends for good, as the
        // scripts' Logout ends it, and the API's answer clears the cookie; then Sign In, as there.
        const res = await api.call('POST', '/api/user/signout');
        return goTo('/signIn', null, token ? res.setCookie : []);
      }
      case '/location': {
        const location = text('location');
        if (!LOCATION_PATTERN.test(location)) return fail(LOCATION_UNKNOWN, `/location?back=${encodeURIComponent(back)}`);
        return goTo(back, null, [`${LOCATION_COOKIE}=${location}; Path=/; SameSite=Lax; Max-Age=${LOCATION_COOKIE_SECONDS}`]);
      }
      case '/newsletter': {
        const email = text('email');
        if (!email) return fail('Please enter your email address.');
        if (!isEmail(email)) return fail(EMAIL_INVALID);
        return goTo(back, { msg: SUBSCRIBED, error: false });
      }
    }
  } catch {
    return fail('Cannot reach the shop right now. Please check your connection and try again.');
  }
  return fail('Unknown form');
}
