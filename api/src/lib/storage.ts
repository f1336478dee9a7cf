// Where uploaded images live, behind a small interface (ARCHITECTURE): a local folder by default,
// an S3-compatible store when configured (so every API process behind a load balancer sees the
// same files). Files get generated names; the shopper's file name is never used. An upload is
// stored as its re-encoded variants (lib/images.ts): <id>-<width>.webp and .jpg for each width,
// and the URL handed out names the largest JPEG (the browser side derives the rest from it).
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Config } from '../config';
import { newId } from './ids';
import { UPLOAD_STEPS, type EncodedVariant } from './images';
import { s3Client, type S3Options } from './s3';

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface ImageStorage {
  /**
   * Stores every variant under one fresh name and returns where the browser reads the largest
   * JPEG: an API-relative path (/uploads/u/<id>-512.jpg) or the store's absolute URL.
   */
  save(variants: readonly EncodedVariant[]): Promise<string>;
  /** Removes the files of a picture this storage saved (every variant); other paths are ignored. */
  remove(path: string): Promise<void>;
  /** True for paths this storage hands out. */
  owns(path: string): boolean;
}

const USER_PREFIX = '/uploads/u/';
/** <id>-<width>.jpg as handed out; <id>.<ext> for pictures stored before uploads were re-encoded. */
const NAME = /^([A-Za-z0-9]{24})(?:-(\d{1,4}))?\.(jpg|png|webp)$/;

interface StoredFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

function filesOf(variants: readonly EncodedVariant[]): { files: StoredFile[]; url: string } {
  if (variants.length === 0) throw new Error('nothing to store');
  const id = newId(24);
  const files = variants.flatMap((v) => [
    { name: `${id}-${v.width}.webp`, bytes: v.webp, contentType: 'image/webp' },
    { name: `${id}-${v.width}.jpg`, bytes: v.jpeg, contentType: 'image/jpeg' },
  ]);
  return { files, url: `${id}-${variants[variants.length - 1].width}.jpg` };
}

/** Every file name a handed-out name stands for (its variants), or [] when it is not ours. */
function variantNames(name: string): string[] {
  const m = NAME.exec(name);
  if (!m) return [];
  if (!m[2]) return [name];
  const max = Number(m[2]);
  const widths = [...UPLOAD_STEPS.filter((w) => w < max), max];
  return widths.flatMap((w) => [`${m[1]}-${w}.webp`, `${m[1]}-${w}.jpg`]);
}

export function localImageStorage(uploadDir: string): ImageStorage {
  const folder = resolve(uploadDir, 'u');
  const fileOf = (path: string): string | null => {
    if (!path.startsWith(USER_PREFIX)) return null;
    const name = path.slice(USER_PREFIX.length);
    if (!NAME.test(name)) return null;
    const file = resolve(folder, name);
    return file.startsWith(folder + sep) ? file : null;
  };
  return {
    async save(variants) {
      await mkdir(folder, { recursive: true });
      const { files, url } = filesOf(variants);
      // The name is new, so nothing is ever overwritten (the files are served as immutable).
      for (const f of files) await writeFile(join(folder, f.name), f.bytes, { flag: 'wx' });
      return USER_PREFIX + url;
    },
    async remove(path) {
      const file = fileOf(path);
      if (!file) return;
      for (const name of variantNames(path.slice(USER_PREFIX.length))) await unlink(join(folder, name)).catch(() => {});
    },
    owns(path) {
      return fileOf(path) !== null;
    },
  };
}

export interface S3StorageOptions extends S3Options {
  /** Where browsers read the bucket's objects (a CDN in front of it, or the bucket's own URL). */
  publicUrl: string;
}

/** Objects under u/ in the bucket; the URLs handed out are under publicUrl. */
export function s3ImageStorage(o: S3StorageOptions): ImageStorage {
  const client = s3Client(o);
  const prefix = `${o.publicUrl.replace(/\/$/, '')}/u/`;
  const keyOf = (path: string): string | null => {
    if (!path.startsWith(prefix)) return null;
    const name = path.slice(prefix.length);
    return NAME.test(name) ? `u/${name}` : null;
  };
  return {
    async save(variants) {
      const { files, url } = filesOf(variants);
      const stored: string[] = [];
      try {
        for (const f of files) {
          await client.put(`u/${f.name}`, f.bytes, f.contentType);
          stored.push(`u/${f.name}`);
        }
      } catch (err) {
        // All or nothing: a half-stored picture is taken away again (as far as the store lets us).
        for (const key of stored) await client.delete(key).catch(() => {});
        throw err;
      }
      return prefix + url;
    },
    async remove(path) {
      const key = keyOf(path);
      if (!key) return;
      for (const name of variantNames(key.slice(2))) await client.delete(`u/${name}`);
    },
    owns(path) {
      return keyOf(path) !== null;
    },
  };
}

export function createImageStorage(config: Pick<Config, 'uploadDir' | 's3'>): ImageStorage {
  return config.s3 ? s3ImageStorage(config.s3) : localImageStorage(config.uploadDir);
}

/**
 * The image type by content (magic numbers), whatever the file is called: JPEG (FF D8 FF), PNG
 * (its 8-byte signature and an IHDR chunk) or WebP (RIFF....WEBP with a VP8 chunk). Null for
 * anything else.
 */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(png) && bytes.toString('latin1', 12, 16) === 'IHDR') return 'png';
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    bytes.toString('latin1', 12, 15) === 'VP8'
  ) {
    return 'webp';
  }
  return null;
}
