// Server rendering's contract with the slices. The shell's rendering server renders a page once
// with a RenderData of its own per request: data hooks (useServerData) fetch while the page
// renders (the region suspends meanwhile) and record what they got under React's useId. The
// browser is handed those records and hydrates the same tree: while it hydrates, the same hooks
// find their records and start with them instead of asking the API again. Nothing here is module
// state: everything of a request lives in the RenderData it was given.
import { readingThrough, type ServerReads } from './api';
import { createContext, startTransition, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

export interface ServerRecord {
  /** The hook's dependencies as JSON: a record only answers the same question. */
  deps: string;
  value: unknown;
}

export interface RenderData {
  /** true while rendering on the server; false in the browser. */
  server: boolean;
  /** Browser: true until the first render has hydrated (later mounts ask the API themselves). */
  hydrating: boolean;
  /** What the server's hooks fetched, by useId. */
  records: Record<string, ServerRecord>;
  /** Server: the calls under way, by useId. */
  pending?: Map<string, Promise<void>>;
  /** Server: the calls that failed or ran out of time (the browser asks again). */
  failed?: Set<string>;
  /**
   * Server: the request's API reads by URL. A hook's call that reads a URL the page read already
   * (its head read the product) gets that answer instead of asking the API again.
   */
  reads?: ServerReads;
  /** Browser: a region the server rendered has hydrated. */
  regionHydrated?: (name: string) => void;
  /** Server: the browser chunks (webpackChunkName `lazy-...`) of the lazily loaded parts it rendered. */
  chunks?: Set<string>;
}

export const RenderDataContext = createContext<RenderData | null>(null);

/**
 * Says, while the server renders it, that this part comes in the browser chunk `name` (the
 * webpackChunkName of the React.lazy import that brings it, `lazy-...`): the server preloads that
 * chunk's files with the page, so the browser has them when the part hydrates instead of asking
 * for them only then (a round trip more before it works). Nothing in the browser.
 */
export function useBrowserChunk(name: string): void {
  const ctx = useContext(RenderDataContext);
  if (ctx?.server) ctx.chunks?.add(name);
}

/**
 * The attribute a control greyed until its part hydrates carries in the server's HTML (ScriptButton
 * writes it while it is not yet alive). The page counts as working (`html[data-interactive]`) only
 * once none is left: a part hydrating after its region (a list in a Suspense boundary of its own)
 * keeps the page from saying so early.
 */
export const HYDRATING_ATTRIBUTE = 'data-sf-hydrating';

/** The render's data, or null when nothing was rendered on a server (plain browser renders, tests). */
export function useRenderData(): RenderData | null {
  return useContext(RenderDataContext);
}

/**
 * Whether this part's first render is the server's HTML: true on the server and in the browser for
 * a part React hydrates, whenever it does; false for a part the browser mounts itself (also while
 * the rest of the page is still hydrating). Asked of React itself (a store's server snapshot is
 * what a hydrating part reads), not of RenderData's `hydrating`, which turns false once the chrome
 * and the regions have said so: a part hydrating later than its region (a lazy section, a list in
 * a Suspense boundary of its own) read false there, rendered live controls over the server's
 * greyed ones, and React, which leaves a hydrated attribute as the server wrote it, kept them
 * greyed for good. Pinned once committed: the part keeps its answer, and React's check right after
 * hydrating finds no change (which would render it again).
 */
export function useServerRendered(): boolean {
  const ctx = useContext(RenderDataContext);
  const pinned = useRef<boolean | null>(null);
  const fromServer = useSyncExternalStore(
    never,
    () => pinned.current ?? false,
    () => ctx !== null,
  );
  useCommitEffect(() => {
    pinned.current ??= fromServer;
  }, [fromServer]);
  return fromServer;
}

/**
 * Whether this part of the page runs on its scripts: false where it is the server's HTML (rendered
 * on the server, and in the browser until this part has hydrated: nothing answers a tap yet), true
 * from then on, and at once for a part the browser mounts itself. A control that only works with
 * scripts (no form behind it) renders `disabled` until then, so a shopper sees a greyed control
 * that comes alive instead of one that ignores the tap. Use it in a small part (a control, a card):
 * that part renders once more when it has hydrated.
 */
export function useHydrated(): boolean {
  const serverRendered = useServerRendered();
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * On the server: runs `load` once (suspending the render until it settles) and returns what it
 * gave. In the browser while hydrating: returns the server's answer to the same question. Anywhere
 * else, or when the server had no answer: null (the caller asks the API itself, as before).
 */
export function useServerData<T>(load: () => Promise<T> | null, deps: readonly unknown[]): { value: T } | null {
  const ctx = useContext(RenderDataContext);
  const id = useId();
  if (!ctx) return null;
  const key = JSON.stringify(deps);
  const hit = ctx.records[id];
  // Ids the server made are never made again in the browser: a record answers only the part it was
  // rendered for, whenever that part hydrates (regions hydrate after the chrome).
  if (hit && hit.deps === key) return { value: hit.value as T };
  if (!ctx.server || ctx.failed?.has(id)) return null;
  let pending = ctx.pending?.get(id);
  if (!pending) {
    const started = ctx.reads ? readingThrough(ctx.reads, load) : load();
    if (!started) return null;
    pending = started.then(
      (value) => {
        ctx.records[id] = { deps: key, value };
      },
      () => {
        ctx.failed?.add(id);
      },
    );
    ctx.pending?.set(id, pending);
  }
  // React renders this part again once the call has settled.
  throw pending;
}

/**
 * For the effect that reads a data hook's answer in the browser: true on its first run when the page
 * hydrated with the server's answer (`served` from useServerData), so that run reads nothing again;
 * false ever after (new inputs, Try again). The same function on every render.
 */
export function useServedFirstRun(served: unknown): () => boolean {
  const skip = useRef(served !== null);
  return useCallback(() => {
    if (!skip.current) return false;
    skip.current = false;
    return true;
  }, []);
}

/**
 * A value of the window (its width, its scroll position) read from it once and then only when
 * `event` fires: every reader shares that one value, so reading it never makes the browser lay the
 * page out again in the middle of a render or a commit. `subscribe` and `read` suit
 * useSyncExternalStore.
 */
export function windowValue(event: 'resize' | 'scroll', measure: () => number) {
  let known: number | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    known = measure();
    for (const listener of listeners) listener();
  };
  return {
    subscribe(onChange: () => void) {
      if (listeners.size === 0) {
        window.addEventListener(event, changed, { passive: true });
        known = null; // it may have changed while nobody listened
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          window.removeEventListener(event, changed);
          known = null; // nobody hears it change now: the next reader asks the window
        }
      };
    },
    read: () => (known ??= measure()),
  };
}

const width = windowValue('resize', () => window.innerWidth);

/**
 * The window's width: `serverWidth` while rendering on the server and while the browser hydrates
 * (the server knows no device: its HTML is the same for every one), the real width right after.
 */
export function useHydratedWidth(serverWidth: number): number {
  return useHydratedWidthAs(same, serverWidth);
}

const same = (w: number) => w;

/**
 * Something the window's width decides (a breakpoint passed or not): its answer for `serverWidth`
 * while rendering on the server and while the browser hydrates, the real one right after, as a
 * transition. Layout is never decided here but by CSS (the server's HTML is the same for every
 * device): what a reader renders differently must be behaviour, or something added once hydrated. A
 * part of the page still waiting to hydrate (a region, a lazy section) is never changed by it
 * before it has hydrated: React holds the transition until then (an urgent update would make it
 * throw that part's server HTML away and render it again). A reader renders again only when its
 * answer changes, so a phone a few pixels wider or narrower than the server assumed hydrates
 * without rendering anything a second time. `derive` must return a string, number or boolean
 * (answers are compared with Object.is) and be the same function from render to render (one
 * defined outside the component): a new one subscribes again.
 */
export function useHydratedWidthAs<T extends string | number | boolean>(derive: (width: number) => T, serverWidth: number): T {
  // What the reader first renders with: the server's answer where React hydrates it (React asks
  // for the server's snapshot then, whenever that part hydrates), the window's where it mounts
  // afresh. Pinned once committed, so React's check right after hydrating finds no change (a change
  // found there is an urgent update); later answers come through the state below.
  const pinned = useRef<{ value: T } | null>(null);
  const first = useSyncExternalStore(
    never,
    () => (pinned.current ? pinned.current.value : derive(width.read())),
    () => derive(serverWidth),
  );
  useCommitEffect(() => {
    pinned.current ??= { value: first };
  }, [first]);
  const [answer, setAnswer] = useState(first);
  useEffect(() => {
    const update = () => {
      const next = derive(width.read());
      startTransition(() => setAnswer(next));
    };
    const stop = width.subscribe(update); // first: the width may have changed while nobody listened
    update();
    return stop;
  }, [derive]);
  return answer;
}

const never = () => () => {};
/** A layout effect in the browser; on a server (no window) a plain one, which never runs there and warns of nothing. */
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Text typed into a server-rendered form before its scripts took it over was heard by nobody:
 * hydrating leaves it on screen, but the component's state does not have it, so the first submit
 * would send the state and its next render would wipe the text. Give the form's ref (or any element
 * around the fields) and the text its fields start with (by `name`); once, as it mounts, `adopt`
 * gets each of those fields whose text on screen differs from its start (nothing when none does).
 * A group of radio buttons is one field: the value of the one checked ('' when none is); a select's
 * is the option chosen; text boxes of one name (a code typed a digit a box): their texts one after another. It runs
 * in the hydration's own commit, before any event can reach the component's handlers or a render
 * can put the state back on screen.
 */
export function useTypedBeforeHydration(
  formRef: { readonly current: HTMLElement | null },
  start: Readonly<Record<string, string>>,
  adopt: (typed: Record<string, string>) => void,
): void {
  useCommitEffect(() => {
    const around = formRef.current;
    if (!around) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of Object.entries(start)) {
      let now: string | undefined;
      for (const field of around.querySelectorAll(`[name="${name}"]`)) {
        if (field instanceof HTMLInputElement && field.type === 'radio') {
          if (field.checked) now = field.value;
          else now ??= '';
        } else if (field instanceof HTMLSelectElement) {
          now = field.value;
        } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
          // Boxes of one name (a code's six digits) are one field: their texts in order.
          now = (now ?? '') + field.value;
        }
      }
      if (now !== undefined && now !== value) typed[name] = now;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, as the form mounts (hydrates): from then on React hears every keystroke.
  }, []);
}
