// Stage 3 of a server render (render.tsx): the page's status and the head tags that go out before
// React renders anything: charset and viewport, the releases, preconnects, the share and search
// tags (head.ts) and the preloads of every script the page runs.
import type { PageHead } from './head';
import { renderHead } from './head';
import { attr } from './html';

/** An API that could not answer the head is not the shopper's 404: the page still renders (200). */
export function pageStatus(head: PageHead | null): number {
  return head && head.status !== 503 ? head.status : 200;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface HeadTagsInput {
  head: PageHead | null;
  nonce: string;
  /** The slice versions the page is rendered with, named in its head. */
  releases?: string;
  icon: string | null;
  apiBase: string;
  /** Every remote's manifest (their origins are preconnected). */
  registry: Record<string, string | undefined>;
  /**
   * The page's scripts, named in the head so they are fetched while the HTML arrives: the shell's
   * entry, the route remote's files and the shell's chunks (the starter runs them).
   */
  scripts: string[];
  /**
   * The page is for signed-in shoppers and the server knows none: without scripts the browser goes
   * to /signIn at once (with them, the page's own RequireSignIn does).
   */
  toSignIn?: boolean;
}

/** Sends a browser without scripts to the sign-in page (spec: those pages redirect to /signIn). */
export const NO_SCRIPT_TO_SIGN_IN = '<noscript><meta http-equiv="refresh" content="0; url=/signIn" /></noscript>';

export function headTags(input: HeadTagsInput): string[] {
  const apiOrigin = originOf(input.apiBase);
  const remoteOrigins = [...new Set(Object.values(input.registry).map((u) => (u ? originOf(u) : null)).filter((o): o is string => Boolean(o)))];
  return [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="theme-color" content="#3bb77e" />',
    ...(input.releases ? [`<meta name="sf-releases" content="${attr(input.releases)}" />`] : []),
    ...(input.icon ? [`<link rel="icon" href="${attr(input.icon)}" />`] : []),
    ...[apiOrigin, ...remoteOrigins].filter((o): o is string => Boolean(o)).map((o) => `<link rel="preconnect" href="${attr(o)}" crossorigin="anonymous" />`),
    input.head ? renderHead(input.head, input.nonce) : '<title>Storefront</title>',
    ...(input.toSignIn ? [NO_SCRIPT_TO_SIGN_IN] : []),
    input.scripts.map((src) => `<link rel="preload" as="script" href="${attr(src)}" />`).join(''),
  ];
}
