// Reads the config and listens. Everything else happens in buildApp.
// API_WORKERS=N (npm start gives one per core) runs N processes on the one port through
// node:cluster: the first migrates and seeds the database alone, then the others start. They share
// nothing but the database; what one worker writes to the catalogue it tells the others (through
// the primary), so none of them keeps a list answer past the change (lib/catalogue-version.ts).
import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { CATALOGUE_CHANGED } from './lib/catalogue-version';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config, background: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

function primary(workers: number): void {
  let stopping = false;
  const fork = () => cluster.fork();
  // The first worker prepares the database; the rest start once it listens.
  fork().once('listening', () => {
    for (let i = 1; i < workers; i++) fork();
  });
  cluster.on('message', (from, message: { type?: string } | null) => {
    if (message?.type !== CATALOGUE_CHANGED) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) worker.send(message);
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`[api] worker ${worker.process.pid} stopped (${code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      process.exit(0);
    });
  }
}

const workers = Math.max(1, Number(process.env.API_WORKERS || 1));
if (cluster.isPrimary && workers > 1) primary(workers);
else
  main().catch((err: unknown) => {
    console.error('The API could not start:', err);
    process.exit(1);
  });
