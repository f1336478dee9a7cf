// Where uploaded images live, behind a small interface (ARCHITECTURE: a local folder by default,
// an S3-compatible store can implement the same two calls). Files get generated names; the
// shopper's file name is never used on disk.
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { newId } from './ids';

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface ImageStorage {
  /** Stores the bytes and returns the API-relative URL path (e.g. /uploads/u/abc.webp). */
  save(bytes: Buffer, kind: ImageKind): Promise<string>;
  /** Removes a file this storage saved; other paths are ignored. */
  remove(path: string): Promise<void>;
  /** True for paths this storage hands out. */
  owns(path: string): boolean;
}

const EXTENSION: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
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
