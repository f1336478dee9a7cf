// A slice is released alone: a new build of one remote, pointed at by the registry, is picked up
// by the running shell on reload, with the shell and the other remotes untouched.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { closeServer, defaultRemotes, remoteUrl, ROOT, serveRemote } from '../support/servers';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { apiURL, E2E } from '../support/ports';

const SHELL_PORT = E2E.spare(1);
const RELEASE_PORT = E2E.spare(5);
// Built by the global setup (support/release-build.ts) before any test runs.
const LABEL = process.env.E2E_RELEASE_LABEL ?? '';
const RELEASE_DIR = process.env.E2E_RELEASE_DIR ?? '';

test.describe('independent release of mf-account', () => {
  const servers: Server[] = [];
  let registryFile = '';

  test.beforeAll(async () => {
    expect(LABEL, 'the global setup builds the labelled release').not.toBe('');
    servers.push(await serveRemote('mf_account', RELEASE_PORT, RELEASE_DIR));
    const envDir = mkdtempSync(join(tmpdir(), 'sf-release-'));
    registryFile = join(envDir, 'remotes.json');
    writeFileSync(registryFile, JSON.stringify(defaultRemotes()));
    writeFileSync(join(envDir, 'runtime-config.json'), JSON.stringify({ apiBase: apiURL }));
    servers.push(await serveStatic({
      dir: join(ROOT, 'shell', 'dist'), port: SHELL_PORT, spa: true,
      overlays: { '/remotes.json': registryFile, '/runtime-config.json': join(envDir, 'runtime-config.json') },
    }));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(closeServer));
  });

  test('the running shell shows the new build after the registry points at it', async ({ page }) => {
    const shellScripts = new Set<string>();
    page.on('request', (req) => {
      if (req.url().startsWith(`http://localhost:${SHELL_PORT}/`) && req.url().endsWith('.js')) shellScripts.add(req.url());
    });
    await page.goto(`http://localhost:${SHELL_PORT}/signIn`);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('[data-release]')).toHaveCount(0);
    const before = [...shellScripts].sort();

    writeFileSync(registryFile, JSON.stringify({ ...defaultRemotes(), mf_account: remoteUrl(RELEASE_PORT) }));
    shellScripts.clear();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator(`[data-release="${LABEL}"]`)).toHaveText(`Release ${LABEL}`);
    // Same shell files before and after: the shell was not rebuilt.
    expect([...shellScripts].sort()).toEqual(before);
    // The other remotes are untouched: home still comes from the usual catalogue build.
    await page.goto(`http://localhost:${SHELL_PORT}/`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('[data-boundary="mf-catalogue"] [data-release]')).toHaveCount(0);
  });
});
