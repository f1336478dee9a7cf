// How a page starts in the browser, all behind this module:
// 1. A page the server rendered ends with the starter (startPage, written into the page by the
//    server with starterScript): it adds the whole stylesheets, then runs the scripts preloaded
//    from the head, the shell's entry (index.ts) first.
// 2. index.ts reads the config and registry early (early-requests.ts; a server page carries both)
//    and then calls startApp, which crosses the federation boundary into bootstrap.tsx.
// 3. bootstrap.tsx hydrates the server's page with its payload (ssr/payload.ts), or renders the app
//    afresh when the page came without one (the static index.html).
// Nothing here may import a shared package or React: the federation share scope is not ready when
// index.ts runs, and the server imports the starter alone.
export { startPage, starterScript, type StarterConfig } from './ssr/starter';

/** Loads and runs bootstrap.tsx (hydration or a fresh render) in a chunk of its own. */
export function startApp(): Promise<unknown> {
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}
