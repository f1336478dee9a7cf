// The shell page's Content Security Policy lets inline code in only by hash or nonce.
// The static file server compresses off the event loop: while brotli works on a large file, the
// same process answers other requests (the shell server renders pages in that process).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { shellPolicy, staticHandler } from '../scripts/serve-static.mjs';

let server;
let base;
const dir = mkdtempSync(join(tmpdir(), 'sf-static-'));
// Text that does not repeat much: brotli at its best level takes it a noticeable while.
let seed = 7;
const words = Array.from({ length: 260_000 }, () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return `v${seed.toString(36)}`;
});
const big = `const words = ${JSON.stringify(words)};\n`;
const small = 'export const hello = "namaste";\n';

beforeAll(async () => {
  mkdirSync(join(dir, 'later'));
  writeFileSync(join(dir, 'later', 'big.js'), big);
  writeFileSync(join(dir, 'later', 'small.js'), small);
  writeFileSync(join(dir, 'top.js'), small);
  server = createServer(staticHandler({ dir }));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((done) => server.close(done)));

/** The bytes as sent (fetch would decode them), and when they had all arrived. */
const get = (path, encoding) =>
  new Promise((resolve, reject) => {
    httpGet(base + path, { headers: { 'accept-encoding': encoding } }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'] ?? null, body: Buffer.concat(parts), at: performance.now() }));
    }).on('error', reject);
  });

/** A GET with request headers: status, response headers and the bytes as sent. */
const ask = (path, headers) =>
  new Promise((resolve, reject) => {
    httpGet(base + path, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });

describe('staticHandler', () => {
  it('names each file version with an ETag and answers 304 while it is unchanged', async () => {
    const first = await ask('/top.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await ask('/top.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await ask('/top.js', { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    // Changed on disk: a new validator, and the new bytes for the old one.
    writeFileSync(join(dir, 'top.js'), `${small}// changed\n`);
    const changed = await ask('/top.js', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.toString()).toBe(`${small}// changed\n`);
    writeFileSync(join(dir, 'top.js'), small);
  });

  it('answers in brotli or gzip as the browser takes them, the same bytes once decoded', async () => {
    const br = await get('/top.js', 'br, gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(small);
    const gz = await get('/top.js', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(small);
    const plain = await get('/top.js', 'identity');
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString()).toBe(small);
  });

  it('answers a small file while a large one is still being compressed', async () => {
    const slow = get('/later/big.js', 'br');
    // Give the large file's request a head start, then ask for a small one.
    await new Promise((done) => setTimeout(done, 20));
    const quick = await get('/later/small.js', 'br');
    const large = await slow;
    expect(quick.at).toBeLessThan(large.at);
    expect(brotliDecompressSync(large.body).toString()).toBe(big);
    expect(brotliDecompressSync(quick.body).toString()).toBe(small);
  });
});

describe('shellPolicy', () => {
  const directive = (policy, name) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  const registry = { mf_catalogue: 'http://localhost:3001/remoteEntry.js' };
  const config = { apiBase: 'http://localhost:4000' };
  const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("lets a static page's inline scripts and style blocks in by their hashes, and nothing else inline", () => {
    const policy = shellPolicy('<style>body{margin:0}</style><script>boot()</script>', registry, config);
    expect(directive(policy, 'script-src')).toContain(sha('boot()'));
    expect(directive(policy, 'style-src')).toContain(sha('body{margin:0}'));
    expect(directive(policy, 'style-src')).not.toContain(sha('boot()'));
    expect(directive(policy, 'script-src')).not.toContain('unsafe-');
    expect(directive(policy, 'style-src')).not.toContain('unsafe-');
    // Style attributes run no code: allowed, on their own directive.
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(directive(policy, 'style-src')).toContain('http://localhost:3001');
  });

  it("lets a kept page's inline blocks in by the hashes given, and no nonce", () => {
    const policy = shellPolicy('', registry, config, null, { scripts: [sha('start()')], styles: [sha('p{}')] });
    expect(directive(policy, 'script-src')).toContain(sha('start()'));
    expect(directive(policy, 'style-src')).toContain(sha('p{}'));
    expect(policy).not.toContain("'nonce-");
  });

  it("lets a rendered page's inline scripts and style blocks in by the response's nonce", () => {
    const policy = shellPolicy('', registry, config, 'bm9uY2U=');
    expect(directive(policy, 'script-src')).toContain("'nonce-bm9uY2U='");
    expect(directive(policy, 'style-src')).toContain("'nonce-bm9uY2U='");
    expect(directive(policy, 'script-src')).not.toContain('unsafe-');
    expect(directive(policy, 'style-src')).not.toContain('unsafe-');
  });
});
