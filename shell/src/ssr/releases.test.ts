import { describe, expect, it } from 'vitest';
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseReleases, inCanary, parseCandidate, parseCohort, parseRegistry, registryReader, releaseRouting, type ReleaseRegistry } from './releases';

const live = (name: string, version: string) => ({ version, url: `http://cdn.test/${name}/releases/${version}/mf-manifest.json` });
const registry = (percent: number): ReleaseRegistry => ({
  slices: {
    mf_catalogue: { live: live('mf-catalogue', '3-aaa') },
    mf_product: { live: live('mf-product', '7-bbb'), canary: { ...live('mf-product', '8-ccc'), percent }, base: 'http://cdn.test/mf-product/releases/' },
  },
});

describe('the release registry', () => {
  it('reads a plain remotes.json as live versions (the working build is `dist`)', () => {
    expect(parseRegistry({ mf_product: 'http://localhost:3002/mf-manifest.json', mf_account: 'http://x/releases/4-abc/mf-manifest.json' })).toEqual({
      slices: {
        mf_product: { live: { version: 'dist', url: 'http://localhost:3002/mf-manifest.json' } },
        mf_account: { live: { version: '4-abc', url: 'http://x/releases/4-abc/mf-manifest.json' } },
      },
    });
  });

  it('follows the release registry once it exists, and a change of it on the next read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-reg-'));
    const fallback = join(dir, 'remotes.json');
    const file = join(dir, 'registry.json');
    writeFileSync(fallback, JSON.stringify({ mf_product: 'http://localhost:3002/mf-manifest.json' }));
    const read = registryReader(file, fallback);
    expect(read().slices.mf_product?.live.version).toBe('dist');
    for (const version of ['1-a', '2-b', '1-a']) {
      writeFileSync(`${file}.tmp`, JSON.stringify({ revision: 1, slices: { mf_product: { live: live('mf-product', version) } } }));
      renameSync(`${file}.tmp`, file);
      expect(read().slices.mf_product?.live.version).toBe(version);
    }
    writeFileSync(file, '{ half wri');
    expect(read().slices.mf_product?.live.version).toBe('1-a');
  });
});

describe('choosing a request\'s versions', () => {
  it('names every slice\'s version in the registry\'s order and composes the same URLs', () => {
    const chosen = chooseReleases(registry(0), null);
    expect(chosen.releases).toBe('mf-catalogue@3-aaa,mf-product@7-bbb');
    expect(chosen.registry.mf_product).toBe('http://cdn.test/mf-product/releases/7-bbb/mf-manifest.json');
    expect(chosen.cohort).toBeNull();
  });

  it('places a new shopper once and keeps them there while the percent stays', () => {
    const first = chooseReleases(registry(50), null, null, () => 1234);
    expect(first.cohort).toBe('mf_product.1234');
    expect(first.releases).toContain('mf-product@8-ccc');
    const again = chooseReleases(registry(50), first.cohort, null, () => 9999);
    expect(again.cohort).toBeNull();
    expect(again.releases).toContain('mf-product@8-ccc');
    expect(chooseReleases(registry(10), first.cohort).releases).toContain('mf-product@7-bbb');
    expect(chooseReleases(registry(50), 'mf_product.9999').releases).toContain('mf-product@7-bbb');
  });

  it('puts 7-13% of 1,000 new sessions in a 10% canary', () => {
    let inside = 0;
    for (let i = 0; i < 1000; i++) if (chooseReleases(registry(10), null).releases.includes('mf-product@8-ccc')) inside++;
    expect(inside).toBeGreaterThanOrEqual(70);
    expect(inside).toBeLessThanOrEqual(130);
  });

  it('cuts buckets at the percent', () => {
    expect(inCanary(999, 10)).toBe(true);
    expect(inCanary(1000, 10)).toBe(false);
    expect(inCanary(0, 0)).toBe(false);
    expect([...parseCohort('mf_product.12-bad-mf_account.99999-mf_catalogue.7')]).toEqual([['mf_product', 12], ['mf_catalogue', 7]]);
  });

  it('shows a QA candidate of one slice at its own URL, the others unchanged', () => {
    const candidate = parseCandidate('mf-product@9-ddd');
    expect(candidate).toEqual({ remote: 'mf_product', version: '9-ddd' });
    const chosen = chooseReleases(registry(0), null, candidate);
    expect(chosen.releases).toBe('mf-catalogue@3-aaa,mf-product@9-ddd');
    expect(chosen.registry.mf_product).toBe('http://cdn.test/mf-product/releases/9-ddd/mf-manifest.json');
    expect(parseCandidate('mf-product@../../x')).toBeNull();
    expect(parseCandidate('shell@1')).toBeNull();
  });

  it('refuses a candidate where candidates are not allowed (production), and clears a stale cookie', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-reg-'));
    const fallback = join(dir, 'remotes.json');
    writeFileSync(fallback, JSON.stringify({ mf_product: 'http://localhost:3002/mf-manifest.json' }));
    const production = releaseRouting({ releasesFile: null, fallbackFile: fallback, allowCandidates: false });
    const refused = production.forRequest({ cookie: 'sf_candidate=mf-product%409-ddd' });
    expect(refused).toMatchObject({ ok: false, status: 403 });
    expect(refused.setCookie[0]).toMatch(/^sf_candidate=; .*Max-Age=0/);
    expect(production.forRequest({})).toMatchObject({ ok: true });
    const qa = releaseRouting({ releasesFile: null, fallbackFile: fallback, allowCandidates: true });
    const routed = qa.forRequest({ 'sf-candidate': 'mf-product@9-ddd' });
    expect(routed.ok && routed.chosen.registry.mf_product).toBe('http://localhost:3002/releases/9-ddd/mf-manifest.json');
  });
});
