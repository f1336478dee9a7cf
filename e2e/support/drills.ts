// Failure drills by rewriting what the browser receives (page.route), so the production builds
// on disk stay untouched: a remote page that throws while rendering, a remote whose manifest and
// entry ask for another React, and an API that is down or slow.
//
// E2E_DRILL_UNPROTECT removes a protection the same way, to prove the drill would catch its loss:
//   boundary   the shell's per-remote error boundary no longer catches (as if RemotePage rendered
//              the page without RemoteErrorBoundary)
//   singleton  the remotes no longer declare their shared packages as singletons
//   remote-fallback  the shell no longer shows a fallback when a remote cannot be loaded (the
//              remote-down drill of foundation.spec.ts)
//   api-errors the shared API client lets network failures throw instead of returning a message
//              (the old shop's "network failures are only logged")
// With it set (comma-separated), the matching drill must FAIL; see the report of issue 7.
import type { Page, Route } from '@playwright/test';
import { E2E, type RemoteKey } from './ports';
import { apiURL } from './ports';

export const unprotect = new Set((process.env.E2E_DRILL_UNPROTECT ?? '').split(',').filter(Boolean));

const remoteOrigin = (remote: RemoteKey) => `http://localhost:${E2E.remotes[remote]}`;

interface Edit {
  test: (url: string) => boolean;
  edit: (body: string) => string;
}
const editsOf = new WeakMap<Page, Edit[]>();

/**
 * Serves the URLs `test` accepts with `edit` applied to what the server sent. Edits of one page
 * compose (one route handler applies them all, in the order they were added).
 */
export async function editResponses(page: Page, test: Edit['test'], edit: Edit['edit']) {
  let edits = editsOf.get(page);
  if (!edits) {
    const list: Edit[] = (edits = []);
    editsOf.set(page, list);
    await page.route(
      (url) => list.some((e) => e.test(url.href)),
      (route) => rewrite(route, (body) => list.filter((e) => e.test(route.request().url())).reduce((b, e) => e.edit(b), body)),
    );
  }
  edits.push({ test, edit });
}

async function rewrite(route: Route, edit: (body: string) => string) {
  const res = await route.fetch();
  const body = edit(await res.text());
  // The body is read decoded: it goes back uncompressed.
  const headers = Object.fromEntries(Object.entries(res.headers()).filter(([k]) => !['content-encoding', 'content-length'].includes(k)));
  await route.fulfill({ status: res.status(), headers, body });
}

/**
 * The page `pageName` of `remote` throws while rendering, until the test calls `heal(page)` (a
 * fixed release). Done by wrapping the module factory of the remote's './routes' in the chunk that
 * carries it; every other page of the remote stays real.
 */
export async function makeRemotePageThrow(page: Page, remote: RemoteKey, pageName: string, message: string) {
  const entry = await (await fetch(`${remoteOrigin(remote)}/remoteEntry.js`)).text();
  // "./routes":()=>Promise.all([r.e(1),r.e(2)]).then(()=>()=>r(4204))  or  ()=>r.e(1).then(...)
  const id = /"\.\/routes":\(\)=>(?:Promise\.all\(\[[^\]]*\]\)|\w+\.e\(\d+\))\.then\(\(\)=>\(\)=>\w+\((\d+)\)\)/.exec(entry)?.[1];
  if (!id) throw new Error(`cannot find the './routes' module of ${remote} in its remoteEntry.js`);
  const patch = (chunkGlobal: string) => `(function(){
  var g = self[${JSON.stringify(chunkGlobal)}] = self[${JSON.stringify(chunkGlobal)}] || [];
  var push = g.push;
  g.push = function (data) {
    g.push = push;
    var f = data[1] && data[1][${id}];
    if (f) data[1][${id}] = function (m, e, r) {
      f(m, e, r);
      var real = m.exports.default, Page = real[${JSON.stringify(pageName)}];
      var pages = Object.assign({}, real);
      pages[${JSON.stringify(pageName)}] = function (props) {
        if (!window.__e2eHealed) throw new Error(${JSON.stringify(message)});
        return Page(props);
      };
      m.exports = { __esModule: true, default: pages };
    };
    return push.call(g, data);
  };
})();\n`;
  const origin = remoteOrigin(remote);
  await editResponses(
    page,
    (url) => url.startsWith(`${origin}/`) && url.endsWith('.js') && !url.endsWith('/remoteEntry.js'),
    (body) => {
      const global = /self\.(webpackChunk\w+)/.exec(body)?.[1];
      return global ? patch(global) + body : body;
    },
  );
}

export async function heal(page: Page) {
  await page.evaluate(() => ((window as unknown as { __e2eHealed: boolean }).__e2eHealed = true));
}

/**
 * `remote` announces (manifest) and registers (remoteEntry.js) React `version` with the matching
 * requiredVersion, as a slice built against another React would.
 */
export async function shareOtherReact(page: Page, remote: RemoteKey, version: string) {
  const swap = (body: string) => body.replace(/(["']?)\^?18\.3\.1\1/g, (m) => m.replace('18.3.1', version));
  const origin = remoteOrigin(remote);
  await editResponses(page, (url) => url === `${origin}/mf-manifest.json` || url === `${origin}/remoteEntry.js`, swap);
}

const isShopScript = (url: string) => /^http:\/\/localhost:\d+\/[^?]*\.js$/.test(url);

/**
 * Applies E2E_DRILL_UNPROTECT to the scripts and manifests of every shop on localhost (the test
 * shell, and the extra shells drills start on spare ports). The fixtures call it for every page.
 */
export async function applyUnprotect(page: Page) {
  if (unprotect.has('boundary')) {
    await editResponses(page, isShopScript, (body) =>
      body.includes('failed while rendering')
        ? body.replace('static getDerivedStateFromError(', 'static e2eUnprotected(').replace('componentDidCatch(', 'e2eUnprotectedCatch(')
        : body,
    );
  }
  if (unprotect.has('remote-fallback')) {
    // RemotePage no longer turns a failed remote load into its fallback: the region spins for ever.
    await editResponses(page, isShopScript, (body) => body.replace(/(could not load \$\{\w+\}`,\w+\)),\w+&&\w+\(\{status:"error"\}\)/, '$1'));
  }
  if (unprotect.has('api-errors')) {
    await editResponses(page, isShopScript, (body) =>
      body.replace(/catch\((\w)\)\{if\("AbortError"===\1\?\.name\)throw \1;return\{ok:!1,status:0,msg:\w+,data:null\}\}/g, 'catch($1){throw $1}'),
    );
  }
  if (unprotect.has('singleton')) {
    const remotes = Object.values(E2E.remotes).map((p) => `http://localhost:${p}/`);
    await editResponses(
      page,
      (url) => remotes.some((o) => url.startsWith(o)) && (url.endsWith('.js') || url.endsWith('/mf-manifest.json')),
      (body) => body.replaceAll('singleton:!0', 'singleton:!1').replaceAll('"singleton": true', '"singleton": false'),
    );
  }
}

/** Every call to the API fails as if its server were gone. */
export async function apiDown(page: Page) {
  await page.route(`${apiURL}/api/**`, (route) => route.abort('connectionrefused'));
}

/** Every call to the API answers only after `ms`. */
export async function apiSlow(page: Page, ms: number) {
  await page.route(`${apiURL}/api/**`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.fallback();
  });
}

export async function apiBack(page: Page) {
  await page.unroute(`${apiURL}/api/**`);
}
