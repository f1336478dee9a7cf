#!/usr/bin/env node
// `npm start`: install, build what is missing, seed (the API seeds an empty database on first
// start) and serve the whole shop: the shell's rendering server on 3000, remotes on 3001-3004, API on 4000.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { API_NODE_ARGS, API_PORT, buildSlices, install, ROOT, SLICES } from './lib.mjs';
import { serveStatic } from './serve-static.mjs';
import { storeDir } from './release/store.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-install')) install();
buildSlices({ force: args.includes('--rebuild') });

const env = process.env.SHELL_ENV || 'local';
const envDir = join(ROOT, 'shell', 'environments', env);
const overlays = {
  '/remotes.json': process.env.REMOTES_FILE || join(envDir, 'remotes.json'),
  '/runtime-config.json': join(envDir, 'runtime-config.json'),
};

// The API and the shell's server each run one worker per core (API_WORKERS, SHELL_WORKERS to choose).
const cores = String(availableParallelism());
const children = [];
function child(name, args, cwd, env) {
  const c = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(c);
  c.on('exit', (code) => {
    console.error(`[start] ${name} stopped (${code}); stopping the shop`);
    stop(code ?? 1);
  });
  return c;
}
child('the API', API_NODE_ARGS, join(ROOT, 'api'), { PORT: String(process.env.API_PORT || API_PORT), API_WORKERS: process.env.API_WORKERS || cores });

for (const s of SLICES) {
  const port = Number(process.env[`PORT_${s.dir.replace(/-/g, '_').toUpperCase()}`] || s.port);
  // The shell's server renders the public pages (composing the remotes' Node builds) and serves its files.
  // It follows the environment's release registry once scripts/release.mjs has written one; each
  // remote's server also serves its stored versions at /releases/<version>/.
  if (s.dir === 'shell') {
    child("the shell's server", [join(ROOT, 'scripts', 'shell-server.mjs')], ROOT, {
      PORT: String(port),
      SHELL_ENV: env,
      REMOTES_FILE: overlays['/remotes.json'],
      SHELL_WORKERS: process.env.SHELL_WORKERS || cores,
    });
    continue;
  }
  await serveStatic({ dir: join(ROOT, s.dir, 'dist'), port, mounts: { '/releases/': storeDir(s.dir) } });
  console.log(`[start] ${s.dir} at http://localhost:${port}`);
}
console.log(`[start] the shop is at http://localhost:3000 (API http://localhost:${API_PORT}); Ctrl-C stops it`);

function stop(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
