import type { Server } from 'node:http';
import { E2E, type RemoteKey } from './ports';
import { closeServer, defaultRemotes, serveRemote, serveShell, startApi } from './servers';

export default async function globalSetup() {
  const api = await startApi();
  process.env.E2E_OUTBOX_DIR = api.outboxDir;
  const servers: Server[] = [await serveShell(E2E.shell, defaultRemotes())];
  for (const [key, port] of Object.entries(E2E.remotes)) servers.push(await serveRemote(key as RemoteKey, port));
  return async () => {
    await Promise.all(servers.map(closeServer));
    api.child.kill('SIGTERM');
  };
}
