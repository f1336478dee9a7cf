#!/usr/bin/env node
// The shell's server: renders the shop's public pages to HTML (the shell's Node build composes the
// remotes' Node builds at runtime, from the same registry the browser reads) and serves the shell's
// files. The release registry (scripts/release.mjs) is read for every page and the runtime config
// whenever its file changes, so a promote, rollback or canary shows up in the next response, with
// no restart; which versions one request gets is decided in shell/src/ssr/releases.ts.
import { randomBytes } from 'node:crypto';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellPolicy, staticHandler } from './serve-static.mjs';
import { partName } from '../tooling/sheet-parts.mjs';
import { releaseRegistryFile } from './release/store.mjs';
import { seoFiles } from './seo-files.mjs';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The shell's own files as its build wrote them into index.html (styles, early scripts, entry). */
export function shellAssets(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attrs = (tag) => Object.fromEntries([...tag.matchAll(/([a-z-]+)=("[^"]*"|[^\s>]+)/g)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')]));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0]));
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].map((m) => attrs(m[0]));
  const css = links.filter((l) => l.rel === 'stylesheet' || (l.rel === 'preload' && l.as === 'style')).map((l) => l.href);
  return {
    icon: links.find((l) => l.rel === 'icon')?.href ?? null,
    css,
    // Read once: the server cuts each page's first-paint styles from them.
    cssText: css.map((href) => readFileSync(join(dist, new URL(href, 'http://x/').pathname), 'utf8')),
    // What the page's starter adds after the first paint: a large sheet in the parts its build also
    // wrote (tooling/sheet-parts.mjs), the first naming the whole file (the scripts' loader then knows
    // the sheet is in), each added in a task of its own; any other sheet whole.
    sheets: css.flatMap((href) => {
      const parts = [];
      for (let n = 1; existsSync(join(dist, new URL(partName(href, n), 'http://x/').pathname)); n++) parts.push(partName(href, n));
      return parts.length ? parts.map((part, i) => (i === 0 ? [part, href] : [part])) : [[href]];
    }),
    preload: links.filter((l) => l.rel === 'preload' && l.as === 'script').map((l) => l.href),
    js: scripts.map((s) => s.src),
  };
}

function jsonFile(file) {
  const cache = { mtime: -1, value: {} };
  return () => {
    let mtime;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return {};
    }
    if (mtime !== cache.mtime) {
      try {
        cache.value = JSON.parse(readFileSync(file, 'utf8'));
        cache.mtime = mtime;
      } catch {
        // a half-written file: keep the last good one
      }
    }
    return cache.value;
  };
}

/**
 * The page's stream, compressed as the browser accepts (brotli, else gzip) and flushed after each
 * part React sends, so the chrome still arrives before a slow region.
 */
function compressed(req, res) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (!encoding || req.method === 'HEAD') return res;
  const zip = encoding === 'br'
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
  const flush = encoding === 'br' ? zlib.BROTLI_OPERATION_FLUSH : zlib.Z_SYNC_FLUSH;
  zip.pipe(res);
  return {
    writeHead: (status, headers) => res.writeHead(status, { ...headers, 'Content-Encoding': encoding }),
    write: (chunk) => {
      zip.write(chunk);
      zip.flush(flush);
    },
    end: (chunk) => (chunk === undefined ? zip.end() : zip.end(chunk)),
    on: (event, listener) => res.on(event, listener),
    get headersSent() {
      return res.headersSent;
    },
  };
}

function cookie(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

const FORM_BODY_MAX = 16 * 1024;

/** Reads a posted form (at most 16 kB) and sends the forms module's answer. */
function postForm(req, res, pathname, apiBase, answerForm) {
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= FORM_BODY_MAX) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > FORM_BODY_MAX) {
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The form is too large');
      return;
    }
    answerForm({ path: pathname, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }, apiBase).then(
      (answer) => res.writeHead(answer.status, answer.headers).end(answer.body),
      (err) => {
        console.error('[shell-server] a form could not be answered', err);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end();
      },
    );
  });
}

/**
 * @param {{ port: number, host?: string, registryFile: string, configFile: string, dist?: string,
 *   serverBuild?: string, publicOrigin?: string, timing?: object, releasesFile?: string | null,
 *   allowCandidates?: boolean }} o
 *   registryFile: the environment's plain remotes.json; releasesFile: its release registry
 *   (scripts/release.mjs), followed once it exists (shell/src/ssr/releases.ts).
 */
export async function startShellServer({ port, host = '127.0.0.1', registryFile, configFile, dist = join(ROOT, 'shell', 'dist'), serverBuild = join(ROOT, 'shell', 'dist-server', 'server.js'), publicOrigin, timing, releasesFile = null, allowCandidates = process.env.NODE_ENV !== 'production' || process.env.SF_ALLOW_CANDIDATES === '1' }) {
  const { renderPage, releaseRouting, answerForm, isFormPath, readFlash, CLEAR_FLASH } = await require(resolve(serverBuild)).ready;
  const releases = releaseRouting({ releasesFile, fallbackFile: registryFile, allowCandidates, secure: publicOrigin?.startsWith('https:') });
  const config = jsonFile(configFile);
  const assets = shellAssets(dist);
  const files = staticHandler({ dir: dist, overlays: { '/remotes.json': registryFile, '/runtime-config.json': configFile } });
  const origin = publicOrigin ?? `http://localhost:${port}`;
  const LOCATION_MAX = 60;
  // /robots.txt and the sitemaps (scripts/seo-files.mjs).
  const seo = seoFiles({ origin, apiBase: () => ({ apiBase: 'http://localhost:4000', ...config() }).apiBase });

  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (seo(req, res, pathname)) return;
    // Forms posted before (or without) scripts: answered by the shell's forms module (shell/src/ssr/forms.ts).
    if (req.method === 'POST' && isFormPath(pathname)) {
      postForm(req, res, pathname, config().apiBase ?? 'http://localhost:4000', answerForm);
      return;
    }
    const page = (req.method === 'GET' || req.method === 'HEAD') && !extname(pathname) && pathname !== '/index.html';
    // The versions this shopper sees (live, canary cohort, or a QA candidate): the page and, for a
    // page the shell's static index.html starts, /remotes.json.
    const routed = page || pathname === '/remotes.json' ? releases.forRequest(req.headers) : null;
    if (routed && routed.setCookie.length) res.setHeader('Set-Cookie', routed.setCookie);
    if (routed && !routed.ok) {
      res.writeHead(routed.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(routed.message);
      return;
    }
    if (routed && !page) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie', 'SF-Releases': routed.chosen.releases });
      res.end(JSON.stringify(routed.chosen.registry));
      return;
    }
    if (!page) {
      files(req, res);
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const reg = routed.chosen.registry;
    res.setHeader('SF-Releases', routed.chosen.releases);
    const conf = { apiBase: 'http://localhost:4000', ...config() };
    res.setHeader('Content-Security-Policy', shellPolicy('', reg, conf, nonce));
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Rendered for this shopper's location: caches keep one copy per cookie.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    const location = (cookie(req, 'sf_location') ?? '').slice(0, LOCATION_MAX) || 'All';
    const flash = readFlash(req.headers.cookie);
    // Shown once: the cookie goes with this page (beside any cohort cookie set above).
    if (flash) res.setHeader('Set-Cookie', [...[res.getHeader('Set-Cookie') ?? []].flat().map(String), CLEAR_FLASH]);
    renderPage(
      { url: req.url ?? '/', origin, registry: reg, releases: routed.chosen.releases, config: conf, location, nonce, shellAssets: assets, timing, session: cookie(req, 'sf_session'), flash },
      compressed(req, res),
    ).catch((err) => {
      console.error('[shell-server] rendering failed', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    });
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveListen);
  });
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const env = process.env.SHELL_ENV || 'local';
  const envDir = join(ROOT, 'shell', 'environments', env);
  const port = Number(process.env.PORT || 3000);
  await startShellServer({
    port,
    registryFile: process.env.REMOTES_FILE || join(envDir, 'remotes.json'),
    releasesFile: releaseRegistryFile(env),
    configFile: join(envDir, 'runtime-config.json'),
  });
  console.log(`[shell-server] the shop is at http://localhost:${port}`);
}
