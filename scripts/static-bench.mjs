#!/usr/bin/env node
// `npm run bench:static`: how the shell's server sends its built files (scripts and stylesheets),
// against Fastify's own plugins doing the same job, in the same run. Three servers, each a child
// process on loopback, each on Fastify, each answering the shell's biggest script and its first
// stylesheet part with brotli, a year's immutable caching and a validator:
//   ours          the shell server's way: `staticHandler` (scripts/serve-static.mjs), which keeps a
//                 brotli copy (quality 11) of each file in memory, made once per file version;
//   plugin        @fastify/static with @fastify/compress: compressed again on every request (the
//                 plugin's brotli quality), with ETag and Last-Modified;
//   precompressed @fastify/static with `preCompressed: true`: the .br files written next to the
//                 originals by a build step (here into a temporary copy of the build, quality 11).
// Prints requests per second, p50/p99 and the bytes each answer carries. A figure for the record.
// Options: --seconds N (default 5), --connections N (default 10).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import autocannon from 'autocannon';
import { ROOT } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 10);
const PORT = 3150;
const dist = join(ROOT, 'shell', 'dist');

const files = readdirSync(dist);
const biggest = (pattern) =>
  files.filter((f) => pattern.test(f)).sort((a, b) => statSync(join(dist, b)).size - statSync(join(dist, a)).size)[0];
const targets = [biggest(/^\d+\.[0-9a-f]+\.js$/), biggest(/\.part1\.css$/) ?? biggest(/\.css$/)].filter(Boolean);

// The precompressed variant serves a copy of the build with .br files beside the originals.
const copy = mkdtempSync(join(tmpdir(), 'sf-static-bench-'));
cpSync(dist, copy, { recursive: true });
for (const f of targets) {
  const raw = readFileSync(join(copy, f));
  writeFileSync(join(copy, `${f}.br`), brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
}

// Each server's program, run by a child Node (the load generator keeps its own event loop).
const programs = {
  ours: `
    import Fastify from 'fastify';
    import { staticHandler } from ${JSON.stringify(join(ROOT, 'scripts', 'serve-static.mjs'))};
    const files = staticHandler({ dir: ${JSON.stringify(dist)} });
    const app = Fastify();
    app.get('/*', (req, reply) => { reply.hijack(); files(req.raw, reply.raw); });
    await app.listen({ port: ${PORT}, host: '127.0.0.1' });`,
  plugin: `
    import Fastify from 'fastify';
    import compress from '@fastify/compress';
    import serve from '@fastify/static';
    const app = Fastify();
    await app.register(compress, { encodings: ['br', 'gzip'] });
    await app.register(serve, { root: ${JSON.stringify(dist)}, immutable: true, maxAge: '365d' });
    await app.listen({ port: ${PORT}, host: '127.0.0.1' });`,
  precompressed: `
    import Fastify from 'fastify';
    import serve from '@fastify/static';
    const app = Fastify();
    await app.register(serve, { root: ${JSON.stringify(copy)}, preCompressed: true, immutable: true, maxAge: '365d' });
    await app.listen({ port: ${PORT}, host: '127.0.0.1' });`,
};

/** Starts one variant in a child process (resolving packages from the API, which depends on the plugins). */
async function start(name) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', programs[name]], { cwd: join(ROOT, 'api'), stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/${targets[0]}`, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Let `ours` finish compressing its files in the background before it is measured.
  await new Promise((r) => setTimeout(r, 1500));
  return () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); });
}

async function measure(file) {
  const url = `http://127.0.0.1:${PORT}/${file}`;
  // The bytes as sent (fetch would decode them).
  const head = await new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c) => { n += c.length; });
      res.on('end', () => resolve({ bytes: n, headers: res.headers }));
    }).on('error', reject);
  });
  const bytes = head.bytes;
  head.headers.get = (name) => head.headers[name] ?? null;
  const r = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  return { bytes, encoding: head.headers.get('content-encoding'), etag: Boolean(head.headers.get('etag')), rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const rows = [];
for (const name of Object.keys(programs)) {
  const stop = await start(name);
  for (const file of targets) rows.push({ name, file, ...(await measure(file)) });
  await stop();
}

console.log(`\nThe shell's files, one process each, ${connections} connections, ${seconds} s per measurement, 'Accept-Encoding: br, gzip':`);
console.log('| file | server | encoding | bytes | ETag | req/s | p50 ms | p99 ms | vs ours |');
console.log('|---|---|---|--:|---|--:|--:|--:|--:|');
for (const r of rows) {
  const ours = rows.find((o) => o.name === 'ours' && o.file === r.file);
  console.log(`| ${r.file} (${statSync(join(dist, r.file)).size} B) | ${r.name} | ${r.encoding ?? 'none'} | ${r.bytes} | ${r.etag ? 'yes' : 'no'} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ours.rps).toFixed(2)}x${r.errors ? ` (${r.errors} errors)` : ''} |`);
}
process.exit(0);
