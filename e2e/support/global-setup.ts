import type { Server } from 'node:http';
import { join } from 'node:path';
import { E2E, remoteShop, type RemoteKey } from './ports';
import { publishLabelledProductRelease, releaseStore, removeReleases } from './release-build';
import { closeServer, defaultRemotes, ROOT, serveRemote, serveShell, startApi } from './servers';

export default async function globalSetup() {
  if (remoteShop) {
    // A shop running elsewhere: nothing to start. Its API's e-mails (the codes new shoppers verify
    // with) are read from E2E_OUTBOX_DIR, by default the outbox of an API run from this checkout.
    process.env.E2E_OUTBOX_DIR ??= join(ROOT, 'api', 'outbox');
    return async () => undefined;
  }
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
  // The suite's own database (a test changes a price behind the API's back, as another process would).
  process.env.E2E_DATABASE_FILE = join(api.dataDir, 'shop.sqlite');
  const servers: Server[] = [await serveShell(E2E.shell, defaultRemotes())];
  for (const [key, port] of Object.entries(E2E.remotes)) servers.push(await serveRemote(key as RemoteKey, port));
  return async () => {
    await Promise.all(servers.map(closeServer));
    api.child.kill('SIGTERM');
    removeReleases(store.releasesDir);
  };
}
