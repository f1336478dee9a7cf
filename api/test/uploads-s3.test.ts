// Uploaded images in an S3-compatible bucket (ARCHITECTURE: several API processes share one store):
// requests signed with AWS Signature Version 4, checked against AWS's own published example and
// against a local stand-in for the store that verifies every signature it receives.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { authorization, sha256Hex } from '../src/lib/s3';
import { multipart, PNG_1X1 } from './account-helpers';
import { createTestContext, createUser, signIn, type TestContext } from './helpers';

describe('AWS Signature Version 4', () => {
  it("reproduces AWS's documented example (GET Object, examplebucket, 2013-05-24)", () => {
    const value = authorization({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(value).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const KEY_ID = 'STOREFRONTTESTKEY';
const SECRET = 'store-secret-for-tests-0123456789';

/** A bucket in memory that accepts only correctly signed requests. */
function fakeStore() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const log: string[] = [];
  let down = false;
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => resolve(Buffer.concat(parts)));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    log.push(`${req.method} ${url.pathname}`);
    if (down) {
      res.writeHead(503, { 'content-type': 'application/xml' }).end('<Error><Code>SlowDown</Code></Error>');
      return;
    }
    const auth = String(req.headers.authorization ?? '');
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
    const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
    const expected = authorization({
      method: req.method!,
      url,
      headers,
      payloadHash: String(req.headers['x-amz-content-sha256']),
      region: 'ap-south-1',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      now: new Date(String(req.headers['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
    });
    if (auth !== expected || sha256Hex(body) !== req.headers['x-amz-content-sha256'] || !signed.includes('host')) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, { body, type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  return {
    objects,
    log,
    setDown: (v: boolean) => {
      down = v;
    },
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('uploads in an S3-compatible bucket', () => {
  const store = fakeStore();
  let t: TestContext;
  let me: Awaited<ReturnType<typeof signIn>>;
  const PUBLIC = 'https://img.shop.test/storefront';

  beforeAll(async () => {
    const endpoint = await store.start();
    t = await createTestContext({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'storefront-uploads',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_PUBLIC_URL: PUBLIC,
    });
    await createUser(t.db, { email: 'bucket@example.in', password: 'Bucket@123', name: 'Bucket Shopper' });
    me = await signIn(t.app, 'bucket@example.in', 'Bucket@123');
  });
  afterAll(async () => {
    await t?.close();
    await store.stop();
  });

  async function upload(n = 1) {
    const files = Array.from({ length: n }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: PNG_1X1 }));
    const { payload, headers } = multipart(files);
    return t.app.inject({ method: 'POST', url: '/api/user/upload', payload, headers: { ...headers, ...me.auth } });
  }
  const keyOf = (url: string) => `/storefront-uploads/${url.slice(PUBLIC.length + 1)}`;

  it('stores the image in the bucket under a generated name and hands out its public URL', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(201);
    const [url] = res.json<{ images: string[] }>().images;
    // Re-encoded: a JPEG and a WebP of the 1 px picture, under one generated name.
    expect(url).toMatch(/^https:\/\/img\.shop\.test\/storefront\/u\/[A-Za-z0-9]{24}-1\.jpg$/);
    expect(store.objects.get(keyOf(url))).toMatchObject({ type: 'image/jpeg' });
    expect(store.objects.get(keyOf(url))?.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(store.objects.get(keyOf(url.replace(/\.jpg$/, '.webp')))).toMatchObject({ type: 'image/webp' });
    // Nothing lands in the local folder.
    const local = join(t.uploadDir, 'u');
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: me.auth });
    expect(store.objects.has(keyOf(url))).toBe(false);
    expect(store.objects.has(keyOf(url.replace(/\.jpg$/, '.webp')))).toBe(false);
  });

  it('keeps the profile picture, removes the unused upload, and removes a replaced picture', async () => {
    const [a, b] = (await upload(2)).json<{ images: string[] }>().images;
    const save = (images: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/user/${me.userId}`, headers: me.auth, payload: { name: 'Bucket Shopper', phone: '9833333333', images } });
    expect((await save([a])).json().images).toEqual([a]);
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: me.auth });
    expect(store.objects.has(keyOf(a))).toBe(true);
    expect(store.objects.has(keyOf(b))).toBe(false);

    const [c] = (await upload()).json<{ images: string[] }>().images;
    expect((await save([c])).statusCode).toBe(200);
    expect(store.objects.has(keyOf(a))).toBe(false);
    expect(store.objects.has(keyOf(c))).toBe(true);
    // Three pictures removed, each a JPEG and a WebP.
    expect(store.log.filter((l) => l.startsWith('DELETE'))).toHaveLength(6);
  });

  it('answers 503 with a clear message when the store is down, and keeps nothing pending', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth })).json<unknown[]>().length;
    store.setDown(true);
    try {
      const res = await upload();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: true, msg: 'Your image could not be stored right now. Please try again in a moment.' });
    } finally {
      store.setDown(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth })).json<unknown[]>()).toHaveLength(before);
  });
});

describe('S3 configuration', () => {
  const full = { S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com/', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

  it('is off by default, and defaults the region and the public URL (path-style) when on', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(full).s3).toEqual({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      bucket: 'shop',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: 'https://s3.ap-south-1.amazonaws.com/shop',
    });
  });

  it('names what is missing or wrong', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.problems.join('\n');
      }
      return '';
    };
    expect(problems({ S3_BUCKET: 'shop' })).toMatch(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four/);
    expect(problems({ ...full, S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(problems({ ...full, S3_PUBLIC_URL: 'cdn' })).toMatch(/S3_PUBLIC_URL: must be an http\(s\) URL/);
  });
});
