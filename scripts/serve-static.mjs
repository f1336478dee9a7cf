#!/usr/bin/env node
// A small static file server for the built shell and remotes (what a CDN does in production):
// brotli or gzip, long cache for hashed files, no-cache for the files that name the current release
// (index.html, remoteEntry.js, mf-manifest.json, remotes.json), CORS so the shell's page can load
// remotes from other ports, and the SPA fallback for the shell. The shell's page also gets a
// Content Security Policy built from the environment's registry and runtime config (what the CDN's
// header rules do in production): scripts only from the shell, the registered remotes, the payment
// and sign-in providers and the page's own inline script (by hash); no framing.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|mf-manifest-stats\.json|remotes\.json|runtime-config\.json)$/;

// Third parties the slices load on purpose: Razorpay Checkout (mf-cart-checkout) and Google
// Identity Services (mf-account).
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'];
const GOOGLE = 'https://accounts.google.com';

function originOf(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The shell page's policy: its registry's remotes, its API, and its inline scripts and style blocks
 * by hash (`inline`: the hashes of a rendered page's blocks; `html`: a static page whose bare
 * <script> and <style> blocks are hashed here) or, for a page rendered for one response, by that
 * response's nonce. Style attributes are allowed (`style-src-attr`): they cannot run code, and
 * scripts stay hash- or nonce-only.
 */
export function shellPolicy(html, registry, runtimeConfig, nonce = null, inline = { scripts: [], styles: [] }) {
  const remotes = [...new Set(Object.values(registry ?? {}).map(originOf).filter(Boolean))];
  const api = originOf(runtimeConfig?.apiBase ?? 'http://localhost:4000');
  const hashes = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)<\\/${tag}>`, 'g'))].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  const byNonce = nonce ? `'nonce-${nonce}'` : null;
  const list = (...items) => [...new Set(items.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes, hashes('script'), inline.scripts, byNonce, RAZORPAY[0], `${GOOGLE}/gsi/client`)}`,
    `style-src ${list("'self'", remotes, hashes('style'), inline.styles, byNonce, `${GOOGLE}/gsi/style`)}`,
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', api, remotes, 'https:')}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", api, remotes, RAZORPAY[1], RAZORPAY[2], `${GOOGLE}/gsi/`)}`,
    `frame-src ${list(RAZORPAY[0], RAZORPAY[1], `${GOOGLE}/gsi/`)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, overlays?: Record<string, string>, mounts?: Record<string, string> }} o
 *   overlays: URL path -> file, served before dist (the shell's registry and runtime config).
 *   mounts: URL prefix -> folder of files that never change (a slice's stored releases at
 *   /releases/, scripts/release.mjs), cached for a year.
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, overlays = {}, mounts = {} }) {
  const server = createServer(staticHandler({ dir, spa, overlays, mounts }));
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}

/** The request handler behind serveStatic (the shell's rendering server serves its files with it too). */
export function staticHandler({ dir, spa = false, overlays = {}, mounts = {} }) {
  const root = resolve(dir);
  const mounted = Object.entries(mounts).map(([prefix, folder]) => [prefix.endsWith('/') ? prefix : `${prefix}/`, resolve(folder)]);
  // Compressed once per file version, off the event loop (brotli at its best level takes a large
  // script or stylesheet a few hundred milliseconds: the pages being rendered meanwhile do not wait).
  const gzCache = new Map();
  const compressed = (file, st, encoding) => {
    const key = `${encoding}:${file}:${st.mtimeMs}:${st.size}`;
    let body = gzCache.get(key);
    if (!body) {
      body = readFile(file).then((raw) =>
        encoding === 'br'
          ? brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzipAsync(raw, { level: 9 }),
      );
      gzCache.set(key, body);
      body.catch(() => gzCache.delete(key));
    }
    return body;
  };
  // The files a page asks for first are ready before anyone asks: compressed one after another, in
  // the background, from the start.
  (async () => {
    for (const name of readdirSync(root)) {
      const file = join(root, name);
      const st = statSync(file, { throwIfNoEntry: false });
      if (st?.isFile() && COMPRESSIBLE.has(extname(name))) await compressed(file, st, 'br').catch(() => undefined);
    }
  })().catch(() => undefined);
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') { res.writeHead(204, { 'Access-Control-Allow-Headers': '*' }); res.end(); return; }
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405); res.end(); return; }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400); res.end('Bad request'); return;
    }
    let file = overlays[pathname];
    const mount = file ? undefined : mounted.find(([prefix]) => pathname.startsWith(prefix));
    if (mount) {
      const candidate = normalize(join(mount[1], pathname.slice(mount[0].length)));
      if (!candidate.startsWith(mount[1] + '/') || /[\\/]release\.json$/.test(candidate)) { res.writeHead(404, { 'Content-Type': 'text/plain' }); res.end('Not found'); return; }
      if (existsSync(candidate) && statSync(candidate).isFile()) file = candidate;
    } else if (!file) {
      const candidate = normalize(join(root, pathname));
      if (!candidate.startsWith(root)) { res.writeHead(403); res.end(); return; }
      if (existsSync(candidate) && statSync(candidate).isFile()) file = candidate;
      else if (existsSync(join(candidate, 'index.html'))) file = join(candidate, 'index.html');
      else if (spa && !extname(pathname)) file = join(root, 'index.html');
    }
    if (!file || !existsSync(file)) { res.writeHead(404, { 'Content-Type': 'text/plain' }); res.end('Not found'); return; }
    const ext = extname(file);
    const rel = file.slice(root.length);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      // A stored release never changes: even its manifest and entry are cached for good.
      'Cache-Control': !mount && (NO_CACHE.test(rel) || overlays[pathname] || ext === '.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    };
    if (ext === '.html' && overlays['/remotes.json']) {
      headers['Content-Security-Policy'] = shellPolicy(readFileSync(file, 'utf8'), readJson(overlays['/remotes.json']), readJson(overlays['/runtime-config.json']));
      headers['X-Frame-Options'] = 'DENY';
      headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
      headers['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=()';
    }
    const st = statSync(file);
    // A validator, so a file kept with no-cache (a remote's entry, the registry, the page) comes back
    // as a 304 while it has not changed instead of whole on every visit. Weak: the same validator
    // names the file in every encoding.
    headers.ETag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    if (String(req.headers['if-none-match'] ?? '').split(/\s*,\s*/).some((tag) => tag === headers.ETag || tag === headers.ETag.slice(2) || tag === '*')) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    // Brotli where the browser takes it (as a CDN serves it: smaller than gzip), else gzip.
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (COMPRESSIBLE.has(ext) && encoding) {
      compressed(file, st, encoding).then(
        (body) => {
          res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => {
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end('Could not read the file');
        },
      );
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': st.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  serveStatic({ dir, port: Number(port), spa: process.argv.includes('--spa') }).then(() =>
    console.log(`serving ${dir} at http://localhost:${port}`),
  );
}
