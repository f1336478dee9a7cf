import type { Server } from 'node:http';
import { E2E, type RemoteKey } from './ports';
import { publishLabelledProductRelease, releaseStore, removeReleases } from './release-build';
import { closeServer, defaultRemotes, serveRemote, serveShell, startApi } from './servers';

export default async function globalSetup() {
  // The suite's own release store and environment (scripts/release.mjs reads both variables).
  const store = releaseStore();
  process.env.RELEASES_DIR = store.releasesDir;
  process.env.REMOTES_FILE = store.remotesFile;
  const release = publishLabelledProductRelease();
  process.env.E2E_RELEASE_LABEL = release.label;
  process.env.E2E_RELEASE_VERSION = release.version;
  process.env.E2E_RELEASE_DIR = release.dir;
  const api = await startApi();
  process.env.E2E_OUTBOX_DIR = api.outboxDir;
  const servers: Server[] = [await serveShell(E2E.shell, defaultRemotes())];
  for (const [key, port] of Object.entries(E2E.remotes)) servers.push(await serveRemote(key as RemoteKey, port));
  return async () => {
    await Promise.all(servers.map(closeServer));
    api.child.kill('SIGTERM');
    removeReleases(store.releasesDir);
  };
}
