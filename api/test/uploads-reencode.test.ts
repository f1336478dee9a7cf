// Uploads are decoded and written anew: no metadata survives, sizes are capped, a decompression
// bomb is refused before it is decoded, and the stored files are served immutable.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './account-helpers';
import { createTestContext, createUser, signIn, type TestContext } from './helpers';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestContext();
  await createUser(t.db, { email: 'exif@example.in', password: 'Exif@1234', name: 'Exif Shopper' });
  me = await signIn(t.app, 'exif@example.in', 'Exif@1234');
});
afterAll(async () => {
  await t?.close();
});

async function upload(name: string, bytes: Buffer, type = 'image/jpeg') {
  const { payload, headers } = multipart([{ name, type, bytes }]);
  return t.app.inject({ method: 'POST', url: '/api/user/upload', payload, headers: { ...headers, ...me.auth } });
}
const pending = async () => (await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth })).json<unknown[]>().length;

/** A camera-like JPEG: 2000 x 1500 with EXIF (make, model, owner) and a GPS position. */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7bd5' } })
    .withExif({
      IFD0: { Make: 'AcmeCam', Model: 'Phone X', Artist: 'Meera Iyer', Copyright: 'Meera Iyer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 4321/100' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG whose header says 20000 x 20000 (400 megapixels) in about 60 kB: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const side = 20000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // 1 bit per pixel
  ihdr[9] = 0; // greyscale
  const row = 1 + side / 8;
  const idat = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

describe('uploads are re-encoded', () => {
  it('drops EXIF and GPS: a JPEG carrying them comes back with none, capped at 512 px, as JPEG and WebP', async () => {
    const sent = await photoWithExif();
    const sentMeta = await sharp(sent).metadata();
    expect(sentMeta.exif?.includes(Buffer.from('AcmeCam'))).toBe(true);
    expect(sent.includes(Buffer.from('Meera Iyer'))).toBe(true);

    const res = await upload('IMG_2041.JPG', sent);
    expect(res.statusCode).toBe(201);
    const [url] = res.json<{ images: string[] }>().images;
    expect(url).toMatch(/^\/uploads\/u\/[A-Za-z0-9]{24}-512\.jpg$/);

    const stem = url.replace(/-512\.jpg$/, '');
    for (const [w, h] of [
      [160, 120],
      [320, 240],
      [480, 360],
      [512, 384],
    ]) {
      for (const ext of ['jpg', 'webp']) {
        const served = await t.app.inject({ method: 'GET', url: `${stem}-${w}.${ext}` });
        expect(served.statusCode).toBe(200);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: ext === 'jpg' ? 'jpeg' : 'webp', width: w, height: h });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(served.rawPayload.includes(Buffer.from('AcmeCam'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('Meera Iyer'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
      }
    }
    // Nothing else was stored: exactly the variants, under a generated name.
    const stored = readdirSync(join(t.uploadDir, 'u')).filter((f) => f.startsWith(stem.slice('/uploads/u/'.length)));
    expect(stored).toHaveLength(8);
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: me.auth });
    for (const f of stored) expect(existsSync(join(t.uploadDir, 'u', f))).toBe(false);
  });

  it('keeps the GPS position out too (read back through the EXIF parser of the sent file)', async () => {
    const sent = await photoWithExif();
    // The sent file carries a GPS IFD (tag 0x8825 in IFD0 points to it).
    const exif = (await sharp(sent).metadata()).exif!;
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const [url] = (await upload('gps.jpg', sent)).json<{ images: string[] }>().images;
    const back = await t.app.inject({ method: 'GET', url });
    expect((await sharp(back.rawPayload).metadata()).exif).toBeUndefined();
    // No APP1 segment at all (where EXIF and XMP live).
    expect(back.rawPayload.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: me.auth });
  });

  it('refuses a decompression bomb with a clear message before decoding it, and stores nothing', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await pending();
    const res = await upload('tiny.png', bomb, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: true,
      msg: 'This image is too large to process (20000 × 20000 pixels). Please upload one of at most 50 megapixels.',
      file: 'tiny.png',
    });
    expect(await pending()).toBe(before);
  });

  it('refuses a file that starts like an image but does not decode, with a clear message', async () => {
    const broken = Buffer.concat([(await photoWithExif()).subarray(0, 400), Buffer.alloc(200, 0x41)]);
    const res = await upload('broken.jpg', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, msg: 'This image could not be read. Please choose another JPG, PNG or WEBP file.', file: 'broken.jpg' });
  });

  it('serves uploaded pictures under never-reused names, immutable for a year', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).png().toBuffer();
    const [url] = (await upload('me.png', small, 'image/png')).json<{ images: string[] }>().images;
    expect(url).toMatch(/-300\.jpg$/);
    for (const u of [url, url.replace(/-300\.jpg$/, '-160.webp')]) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // The WebP keeps the transparency; the JPEG fallback is on white.
    const webp = await t.app.inject({ method: 'GET', url: url.replace(/\.jpg$/, '.webp') });
    expect((await sharp(webp.rawPayload).metadata()).hasAlpha).toBe(true);
    const [again] = (await upload('me.png', small, 'image/png')).json<{ images: string[] }>().images;
    expect(again).not.toBe(url);
    await t.app.inject({ method: 'DELETE', url: '/api/imageUpload/deleteAllImages', headers: me.auth });
  });
});
