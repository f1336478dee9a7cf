// A slice is released alone: a new build of one remote (its browser and Node builds side by side),
// pointed at by the registry, shows up in the running shell server's HTML within seconds and in the
// browser, with the shell server neither rebuilt nor restarted and the other remotes untouched.
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { products } from '../support/catalogue-data';
import { expect, test } from '../support/fixtures';
import { closeServer, defaultRemotes, remoteUrl, serveRemote, serveShell } from '../support/servers';
import { E2E } from '../support/ports';

const SHELL_PORT = E2E.spare(1);
const RELEASE_PORT = E2E.spare(5);
// Built by the global setup (support/release-build.ts) before any test runs.
const LABEL = process.env.E2E_RELEASE_LABEL ?? '';
const RELEASE_DIR = process.env.E2E_RELEASE_DIR ?? '';

test.describe('independent release of mf-product', () => {
  const servers: Server[] = [];
  let registryFile = '';

  test.beforeAll(async () => {
    expect(LABEL, 'the global setup builds the labelled release').not.toBe('');
    servers.push(await serveRemote('mf_product', RELEASE_PORT, RELEASE_DIR));
    const shell = await serveShell(SHELL_PORT, defaultRemotes());
    registryFile = shell.registryFile;
    servers.push(shell);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(closeServer));
  });

  test('the running shell server renders the new build once the registry points at it, and the browser shows it', async ({ page, request }) => {
    const product = (await products())[0];
    const path = `http://localhost:${SHELL_PORT}/products/${product.id}`;
    const shellScripts = new Set<string>();
    page.on('request', (req) => {
      if (req.url().startsWith(`http://localhost:${SHELL_PORT}/`) && req.url().endsWith('.js')) shellScripts.add(req.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator('[data-release]')).toHaveCount(0);
    expect(await (await request.get(path)).text()).not.toContain('data-release');
    const before = [...shellScripts].sort();

    writeFileSync(registryFile, JSON.stringify({ ...defaultRemotes(), mf_product: remoteUrl(RELEASE_PORT) }));
    // The server's HTML carries the new release within seconds, from the same running process.
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 5000 })
      .toContain(`data-release="${LABEL}"`);
    const html = await (await request.get(path)).text();
    expect(html).toContain(product.name);
    // One response, one release: its styles and scripts come from the release it was rendered with.
    expect(html).toContain(`http://localhost:${RELEASE_PORT}/remoteEntry.js`);
    expect(html).not.toContain(`http://localhost:${E2E.remotes.mf_product}/remoteEntry.js`);

    shellScripts.clear();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator(`[data-release="${LABEL}"]`)).toHaveText(`Release ${LABEL}`);
    // Same shell files before and after: the shell was not rebuilt.
    expect([...shellScripts].sort()).toEqual(before);
    // The other remotes are untouched: home still comes from the usual catalogue build.
    await page.goto(`http://localhost:${SHELL_PORT}/`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('[data-boundary="mf-catalogue"] [data-release]')).toHaveCount(0);
  });
});
