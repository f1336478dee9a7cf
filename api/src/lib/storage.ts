// Where uploaded images live, behind a small interface (ARCHITECTURE): a local folder by default,
// an S3-compatible store when configured (so every API process behind a load balancer sees the
// same files). Files get generated names; the shopper's file name is never used.
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Config } from '../config';
import { newId } from './ids';
import { s3Client, type S3Options } from './s3';

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface ImageStorage {
  /**
   * Stores the bytes and returns where the browser reads them: an API-relative path
   * (/uploads/u/abc.webp) or the store's absolute URL.
   */
  save(bytes: Buffer, kind: ImageKind): Promise<string>;
  /** Removes a file this storage saved; other paths are ignored. */
  remove(path: string): Promise<void>;
  /** True for paths this storage hands out. */
  owns(path: string): boolean;
}

const EXTENSION: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const CONTENT_TYPE: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const USER_PREFIX = '/uploads/u/';
const NAME = /^[A-Za-z0-9]{24}\.(jpg|png|webp)$/;

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
    async save(bytes, kind) {
      await mkdir(folder, { recursive: true });
      const name = `${newId(24)}.${EXTENSION[kind]}`;
      await writeFile(join(folder, name), bytes, { flag: 'wx' });
      return USER_PREFIX + name;
    },
    async remove(path) {
      const file = fileOf(path);
      if (file) await unlink(file).catch(() => {});
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
    async save(bytes, kind) {
      const name = `${newId(24)}.${EXTENSION[kind]}`;
      await client.put(`u/${name}`, bytes, CONTENT_TYPE[kind]);
      return prefix + name;
    },
    async remove(path) {
      const key = keyOf(path);
      if (key) await client.delete(key);
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
