import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { canaryVersion, promoteVersion, prune, publish, rollbackSlice, status } from '../release.mjs';
import { readContract } from './contract.mjs';
import { ReleaseError, ROOT, versionDir } from './store.mjs';

const ENV = 'test';

/** A stored version's record without its build (the registry and the gate read only the record). */
function storeRecord(slice, version, contract = { lends: {}, borrows: {} }) {
  mkdirSync(versionDir(slice, version), { recursive: true });
  const record = { slice, version, commit: 'c0ffee0', dirty: false, time: new Date().toISOString(), by: 'test', size: { browser: 1, server: 1 }, ...contract };
  writeFileSync(join(versionDir(slice, version), 'release.json'), JSON.stringify(record));
  return record;
}

beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-release-test-'));
  process.env.RELEASES_DIR = dir;
  process.env.REMOTES_FILE = join(dir, 'remotes.json');
  process.env.RELEASE_BY = 'tester@storefront.in';
  const remotes = Object.fromEntries(['mf_catalogue', 'mf_product', 'mf_cart_checkout', 'mf_account'].map((n, i) => [n, `http://localhost:${3001 + i}/mf-manifest.json`]));
  writeFileSync(process.env.REMOTES_FILE, JSON.stringify(remotes));
});

describe('the registry of an environment', () => {
  it('promotes, canaries and rolls back, recording who, when, from and to', () => {
    storeRecord('mf-account', '1-aaa');
    storeRecord('mf-account', '2-bbb');
    promoteVersion('mf-account', '1-aaa', { env: ENV });
    canaryVersion('mf-account', '2-bbb', 25, { env: ENV });
    let now = status({ env: ENV });
    expect(now.slices['mf-account']).toEqual({ live: '1-aaa', canary: { version: '2-bbb', percent: 25 }, rollbackTo: 'dist' });
    promoteVersion('mf-account', '2-bbb', { env: ENV });
    now = status({ env: ENV });
    expect(now.slices['mf-account']).toEqual({ live: '2-bbb', canary: null, rollbackTo: '1-aaa' });
    rollbackSlice('mf-account', { env: ENV });
    rollbackSlice('mf-account', { env: ENV });
    now = status({ env: ENV });
    expect(now.slices['mf-account'].live).toBe('dist');
    expect(() => rollbackSlice('mf-account', { env: ENV })).toThrow(/no version before dist/);
    expect(now.changes.map((c) => [c.action, c.from, c.to])).toEqual([
      ['promote', 'dist', '1-aaa'],
      ['canary', null, '2-bbb at 25%'],
      ['promote', '1-aaa', '2-bbb'],
      ['rollback', '2-bbb', '1-aaa'],
      ['rollback', '1-aaa', 'dist'],
    ]);
    expect(now.changes.every((c) => c.by === 'tester@storefront.in' && !Number.isNaN(Date.parse(c.at)))).toBe(true);
    const registry = JSON.parse(readFileSync(join(process.env.RELEASES_DIR, 'envs', ENV, 'registry.json'), 'utf8'));
    expect(registry.slices.mf_account.live.url).toBe('http://localhost:3004/mf-manifest.json');
    expect(registry.revision).toBe(5);
  });

  it('refuses a version that was never stored, a percent out of range, and ends a canary at 0', () => {
    storeRecord('mf-account', '1-aaa');
    expect(() => promoteVersion('mf-account', '9-zzz', { env: ENV })).toThrow(ReleaseError);
    expect(() => canaryVersion('mf-account', '1-aaa', 120, { env: ENV })).toThrow(/0 to 100/);
    canaryVersion('mf-account', '1-aaa', 10, { env: ENV });
    canaryVersion('mf-account', null, 0, { env: ENV });
    expect(status({ env: ENV }).slices['mf-account'].canary).toBeNull();
  });

  it('answers a mistake on the command line with a message, not a stack', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), 'promote', 'mf-product', '42-nope', '--env', ENV], { env: process.env, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('mf-product@42-nope is not a stored version (stored: none).');
  });
});

describe('old versions', () => {
  it('are removed only when no environment runs or could roll back to them, beyond the newest kept, and old enough', () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    for (let n = 1; n <= 6; n++) {
      storeRecord('mf-account', `${n}-v`);
      if (n <= 5) utimesSync(versionDir('mf-account', `${n}-v`), old, old);
    }
    promoteVersion('mf-account', '1-v', { env: ENV });
    promoteVersion('mf-account', '2-v', { env: ENV });
    // 1-v: what a rollback returns to; 2-v: live; 3-v and 4-v: old and unused; 5-v and 6-v: the newest two kept.
    expect(prune({ keep: 2, days: 7, log: () => {} })).toEqual(['mf-account@3-v', 'mf-account@4-v']);
    expect(['1-v', '2-v', '3-v', '4-v', '5-v', '6-v'].map((v) => existsSync(versionDir('mf-account', v)))).toEqual([true, true, false, false, true, true]);
  });
});

describe('the contract gate', () => {
  const quickView = readFileSync(join(ROOT, 'mf-product', 'src', 'app', 'quick-view.tsx'), 'utf8');
  // QuickView's `show` prop renamed `open`: mf-catalogue's cards still pass `show`.
  const renamed = quickView
    .replace('  show: boolean;', '  open: boolean;')
    .replace('{ productId, show, onClose }', '{ productId, open, onClose }')
    .replace('useProduct(productId, show)', 'useProduct(productId, open)')
    .replace('show={show}', 'show={open}');

  it('lets the slices as they are through', () => {
    expect(renamed).not.toBe(quickView);
    expect(publish('mf-product', { env: ENV, dryRun: true, log: () => {} }).lends['./QuickView']).toHaveProperty('show');
  });

  it('refuses an mf-product whose QuickView renamed a prop the live mf-catalogue passes, naming the consumer and the member', () => {
    // The live mf-catalogue is a stored version, with what it borrows recorded when it was published.
    storeRecord('mf-catalogue', '5-abc', readContract('mf-catalogue'));
    promoteVersion('mf-catalogue', '5-abc', { env: ENV });
    let refusal = null;
    try {
      publish('mf-product', { env: ENV, overrides: { 'mf-product/src/app/quick-view.tsx': renamed }, log: () => {} });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ReleaseError);
    expect(refusal.message).toMatch(/^Refused: mf-product@1-\w+ does not fit what runs in "test":/);
    expect(refusal.message).toContain("mf-catalogue@5-abc passes mf_product/QuickView's prop `show`, which mf-product@1-");
    expect(refusal.message).toContain("requires mf_product/QuickView's prop `open`, which mf-catalogue@5-abc does not pass.");
  });

  it('refuses a prop whose type changed, and an mf-catalogue that borrows what the live mf-product no longer lends', () => {
    const retyped = quickView.replace('  productId: string;', '  productId: number;');
    expect(() => publish('mf-product', { env: ENV, overrides: { 'mf-product/src/app/quick-view.tsx': retyped }, log: () => {} })).toThrow(
      /mf-catalogue@dist passes mf_product\/QuickView's prop `productId` as `string`; mf-product@1-\w+ takes `number`/,
    );
    storeRecord('mf-product', '3-def', { lends: {}, borrows: readContract('mf-product').borrows });
    promoteVersion('mf-product', '3-def', { env: ENV, force: true });
    expect(() => publish('mf-catalogue', { env: ENV, dryRun: true, log: () => {} })).toThrow(/mf-catalogue@1-\w+ borrows mf_product\/QuickView, which mf-product@3-def no longer lends/);
  });
});
