// `node --import tsx shell/server/main.ts`: the shell's server as `npm start` runs it, one worker
// per core (SHELL_WORKERS to choose). Workers share nothing but the port: pages kept are kept per
// worker, the release registry and config are files, the shopper's session is a cookie.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseRegistryFile } from '../../scripts/release/store.mjs';
import { startShellServer } from './app';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const env = process.env.SHELL_ENV || 'local';
const envDir = join(ROOT, 'shell', 'environments', env);
const port = Number(process.env.PORT || 3000);
const workers = Math.max(1, Number(process.env.SHELL_WORKERS || availableParallelism()));
const entries = Number(process.env.PAGE_CACHE_ENTRIES ?? 500);

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`[shell-server] worker ${worker.process.pid} stopped (${code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`[shell-server] the shop is at http://localhost:${port} (${workers} workers)`);
} else {
  await startShellServer({
    port,
    registryFile: process.env.REMOTES_FILE || join(envDir, 'remotes.json'),
    releasesFile: releaseRegistryFile(env),
    configFile: process.env.RUNTIME_CONFIG_FILE || join(envDir, 'runtime-config.json'),
    publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
    pageCache: { maxEntries: entries, maxBytes: Number(process.env.PAGE_CACHE_MB ?? 64) * 1024 * 1024 },
    log: process.env.LOG_REQUESTS ? process.env.LOG_REQUESTS === '1' : process.env.NODE_ENV !== 'production',
  });
  if (workers === 1) console.log(`[shell-server] the shop is at http://localhost:${port}`);
}
