// What the server hands the browser beside the HTML: the data the page was rendered with.
import type { CartItem, Category, CodeFlow, FormDraft, RuntimeConfig, SavedCoupon, ServerRecord, StoredUser } from '@storefront/shared';
import type { Registry } from '../app/remotes';

export const SERVER_PAYLOAD_ID = 'storefront-server-data';

export interface ServerPayload {
  /** The address the page was rendered for (its path and query). */
  url?: string;
  records: Record<string, ServerRecord>;
  location: string;
  /**
   * The location came from the shopper's location cookie (else it is the default): the scripts then
   * keep it, over what this browser's storage says (a choice made on the location page, by a form).
   */
  locationChosen?: boolean;
  /** The chosen place's name, as the header showed it ('India'). */
  locationName?: string | null;
  categories: Category[];
  /** What each remote's region held: 'ready', 'error' (its fallback) or 'loading' (the browser renders it). */
  regions: Record<string, 'ready' | 'error' | 'loading'>;
  /** The registry and config the page was rendered with (the browser composes the same releases). */
  registry: Registry;
  config: RuntimeConfig;
  /** The shopper the session cookie named (the page was rendered signed in for them), else null. */
  session?: PageSession | null;
  /** The signed-in shopper's coupon the page was rendered with (its cookie). */
  coupon?: SavedCoupon;
  /** The message a form posted before scripts left for this page (shown in the snackbar). */
  flash?: { msg: string; error: boolean; draft?: FormDraft } | null;
  /** The account screens' code flow the page was rendered with (its cookie: shared's code-flow.ts). */
  codeFlow?: CodeFlow;
}

/** What the server knew of a signed-in shopper: what the chrome shows at first paint. */
export interface PageSession {
  user: StoredUser;
  cart: CartItem[];
  /** Their My List: product id -> entry id (null: it could not be read; hearts then start empty). */
  myList?: Record<string, string> | null;
}

/** The server's payload in this page, or null for a page the server did not render. */
export function readServerPayload(): ServerPayload | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(SERVER_PAYLOAD_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerPayload;
  } catch {
    return null;
  }
}

/**
 * The browser is no longer at the address the server rendered: the shopper moved on (Forward, Back
 * within the page's history) before its scripts ran. Its HTML is another page's then, and
 * hydrating it could only mismatch (React renders it again, with a warning, after the work).
 */
export function movedOnFrom(payload: Pick<ServerPayload, 'url'>, here: { pathname: string; search: string }): boolean {
  if (payload.url === undefined) return false;
  const plain = (address: string) => {
    try {
      return decodeURI(address);
    } catch {
      return address;
    }
  };
  return plain(payload.url) !== plain(here.pathname + here.search);
}
