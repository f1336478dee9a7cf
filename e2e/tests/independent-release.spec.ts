// A slice is released alone, through scripts/release.mjs: a published version of mf-product (its
// browser and Node builds, with a visible release label) goes to a canary, is promoted and rolled
// back while one shell server runs, which follows the environment's registry on the next request:
// no restart, no rebuild of the shell, the other slices untouched.
import type { Browser, Page } from '@playwright/test';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { products } from '../support/catalogue-data';
import { expect, HYDRATION_TROUBLE, test } from '../support/fixtures';
import { E2E } from '../support/ports';
import { RELEASE_ENV, releaseScript } from '../support/release-build';
import { closeServer, defaultRemotes, serveShell } from '../support/servers';

const SHELL_PORT = E2E.spare(1);
const SHOP = `http://localhost:${SHELL_PORT}`;
// Published by the global setup (support/release-build.ts) before any test runs.
const LABEL = process.env.E2E_RELEASE_LABEL ?? '';
const VERSION = process.env.E2E_RELEASE_VERSION ?? '';

/** A fresh browser (its own cookies) whose pages fail the test on a hydration warning. */
async function shopper(browser: Browser, cohort: string | null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (cohort) await context.addCookies([{ name: 'sf_cohort', value: cohort, url: SHOP }]);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => HYDRATION_TROUBLE.test(m.text()) && warnings.push(m.text()));
  return { context, page, warnings };
}

/**
 * The product page has come alive in this browser (its scripts took the server's page over): its
 * tabs, greyed until then, can be chosen.
 */
const untilAlive = (page: Page) => expect(page.getByRole('tab', { name: 'Description' })).toBeEnabled();

const releasesOf = async (page: Page) => (await page.locator('meta[name="sf-releases"]').getAttribute('content')) ?? '';

test.describe('releasing mf-product with scripts/release.mjs', { tag: ['@shell', '@product', '@local'] }, () => {
  // Each release step runs scripts/release.mjs (a contract check with the TypeScript compiler): about
  // 20 s apiece on a loaded two-core machine.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let shell: Server;

  test.beforeAll(async () => {
    expect(VERSION, 'the global setup publishes the labelled version').not.toBe('');
    shell = await serveShell(SHELL_PORT, defaultRemotes(), join(process.env.RELEASES_DIR as string, 'envs', RELEASE_ENV, 'registry.json'));
  });

  test.afterAll(async () => {
    // Leaves the environment as it found it (the registry is the suite's own).
    try {
      releaseScript(['canary', 'mf-product', '0']);
    } catch {
      // no canary left
    }
    await closeServer(shell);
  });

  test('a canary at 50%: a shopper in the cohort sees the new version and one outside the old, both hydrate; promote, then rollback within 5 s, one server process', async ({ browser, request }) => {
    const product = (await products())[0];
    const path = `${SHOP}/products/${product.id}`;
    const label = `Release ${LABEL}`;
    const shellScripts = async () => [...(await (await request.get(path)).text()).matchAll(new RegExp(`${SHOP}/[^"]+\\.js`, 'g'))].map((m) => m[0]).sort();
    const before = await shellScripts();

    releaseScript(['canary', 'mf-product', VERSION, '50']);
    const inside = await shopper(browser, 'mf_product.0');
    const outside = await shopper(browser, 'mf_product.9999');
    await test.step('in the cohort: the new version, rendered and hydrated', async () => {
      await inside.page.goto(path);
      await expect(inside.page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(inside.page.getByText(label)).toBeVisible();
      expect(await releasesOf(inside.page)).toContain(`mf-product@${VERSION}`);
      await untilAlive(inside.page);
      // Still the new version once the browser has taken the page over.
      await expect(inside.page.getByText(label)).toBeVisible();
    });
    await test.step('outside it: the version that was live, rendered and hydrated', async () => {
      await outside.page.goto(path);
      await expect(outside.page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await untilAlive(outside.page);
      await expect(outside.page.getByText(label)).toHaveCount(0);
      expect(await releasesOf(outside.page)).toContain('mf-product@dist');
    });
    await test.step('a new shopper is placed once and stays there', async () => {
      const fresh = await shopper(browser, null);
      await fresh.page.goto(`${SHOP}/about-us`);
      const first = await releasesOf(fresh.page);
      const cookie = (await fresh.context.cookies(SHOP)).find((c) => c.name === 'sf_cohort');
      expect(cookie?.value).toMatch(/^mf_product\.\d+$/);
      for (let i = 0; i < 3; i++) {
        await fresh.page.goto(`${SHOP}/about-us`);
        expect(await releasesOf(fresh.page)).toBe(first);
      }
      expect((await fresh.context.cookies(SHOP)).find((c) => c.name === 'sf_cohort')?.value).toBe(cookie?.value);
      await fresh.context.close();
    });

    await test.step('promote: every shopper gets the new version on the next page, though the old one was kept', async () => {
      // A shopper placed outside the canary (without a cohort, each request would be drawn anew).
      const outsideCohort = { headers: { cookie: 'sf_cohort=mf_product.9999' } };
      await request.get(path, outsideCohort);
      const kept = await request.get(path, outsideCohort);
      expect(kept.headers()['x-page-cache']).toBe('hit');
      expect(await kept.text()).not.toContain(`data-release="${LABEL}"`);
      releaseScript(['promote', 'mf-product', VERSION]);
      const next = await request.get(path, outsideCohort);
      expect(next.headers()['cache-control']).toContain('public');
      expect(await next.text()).toContain(`data-release="${LABEL}"`);
      await outside.page.goto(path);
      await expect(outside.page.getByText(label)).toBeVisible();
      expect(await releasesOf(outside.page)).toContain(`mf-product@${VERSION}`);
    });

    await test.step('rollback: the old text on the next request, within 5 s', async () => {
      releaseScript(['rollback', 'mf-product']);
      const rolledBack = Date.now();
      await expect.poll(async () => (await request.get(path)).text(), { timeout: 5000 }).not.toContain(`data-release="${LABEL}"`);
      expect(Date.now() - rolledBack).toBeLessThan(5000);
      await inside.page.goto(path);
      await expect(inside.page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await untilAlive(inside.page);
      await expect(inside.page.getByText(label)).toHaveCount(0);
      expect(await releasesOf(inside.page)).toContain('mf-product@dist');
    });

    // One server process throughout, and the shell's own files never changed (not rebuilt).
    expect(shell.listening).toBe(true);
    expect(await shellScripts()).toEqual(before);
    expect(inside.warnings, 'hydration warnings in the cohort').toEqual([]);
    expect(outside.warnings, 'hydration warnings outside the cohort').toEqual([]);
    await inside.context.close();
    await outside.context.close();
  });

  test('QA: one browser with the candidate cookie sees a candidate mf-product inside the unchanged environment, and hydrates it', async ({ browser, request }) => {
    const product = (await products())[0];
    const path = `${SHOP}/products/${product.id}`;
    const qa = await shopper(browser, null);
    await qa.context.addCookies([{ name: 'sf_candidate', value: `mf-product@${VERSION}`, url: SHOP }]);
    await qa.page.goto(path);
    await expect(qa.page.getByText(`Release ${LABEL}`)).toBeVisible();
    await untilAlive(qa.page);
    await expect(qa.page.getByText(`Release ${LABEL}`)).toBeVisible();
    const releases = (await releasesOf(qa.page)).split(',');
    expect(releases).toContain(`mf-product@${VERSION}`);
    expect(releases.filter((r) => !r.startsWith('mf-product@'))).toEqual(['mf-catalogue@dist', 'mf-cart-checkout@dist', 'mf-account@dist']);
    expect(qa.warnings).toEqual([]);
    // Everyone else, and the same shopper by header alone, as asked.
    expect(await (await request.get(path)).text()).not.toContain(`data-release="${LABEL}"`);
    expect(await (await request.get(path, { headers: { 'SF-Candidate': `mf-product@${VERSION}` } })).text()).toContain(`data-release="${LABEL}"`);
    await qa.context.close();
  });

  test('over 1,000 new sessions at a 10% canary, 7-13% land in it', async () => {
    releaseScript(['canary', 'mf-product', VERSION, '10']);
    const sessions = 1000;
    let inCanary = 0;
    const cookies = new Set<string>();
    const one = async () => {
      const res = await fetch(`${SHOP}/about-us`, { headers: { 'accept-encoding': 'identity' } });
      await res.arrayBuffer();
      const releases = res.headers.get('sf-releases') ?? '';
      expect(releases).toMatch(/mf-product@/);
      if (releases.includes(`mf-product@${VERSION}`)) inCanary++;
      cookies.add(res.headers.get('set-cookie') ?? '');
    };
    // Eight at a time, as eight shoppers arriving together.
    for (let i = 0; i < sessions; i += 8) await Promise.all(Array.from({ length: 8 }, one));
    expect(cookies.size, 'each new session gets its own cohort cookie').toBeGreaterThan(900);
    const share = inCanary / sessions;
    console.log(`[canary] ${inCanary} of ${sessions} new sessions (${(share * 100).toFixed(1)}%) in the 10% canary`);
    expect(share).toBeGreaterThanOrEqual(0.07);
    expect(share).toBeLessThanOrEqual(0.13);
    releaseScript(['canary', 'mf-product', '0']);
  });
});
