// Rasterises the demo catalogue's scenes (scenes.ts) with sharp into WebP and a JPEG fallback at
// several widths, offline. Every file name carries a hash of what drew it, so the files can be
// cached by browsers for a year, and rendering happens once per machine: a folder of rendered
// files (api/data/seed-images, or SEED_IMAGE_CACHE) is reused by every later seed, every test
// file and every API process as long as the scenes are unchanged.
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { API_ROOT } from '../../config';

/**
 * The widths a picture may come in (px). A picture has every step up to its own largest width, so
 * a URL naming that width tells a browser-side helper every variant there is (see shared/images).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
/** Bump when the encoding below changes: every name changes with it. */
const RENDER_VERSION = 'r1';
const WEBP = { quality: 68, effort: 2 } as const;
const JPEG = { quality: 74, progressive: true, optimiseCoding: true } as const;

export interface SeedPicture {
  /** Name stem, e.g. p-<productId>-1. */
  name: string;
  /** The scene, drawn at the largest width. */
  svg: string;
  /** Largest width (px); the picture has every IMAGE_WIDTHS step below it too. */
  maxWidth: number;
  /** Overlay a fine grain (photographs have it; flat tiles do not). */
  grain: boolean;
}

export function widthsUpTo(maxWidth: number): number[] {
  const steps: number[] = IMAGE_WIDTHS.filter((w) => w < maxWidth);
  return [...steps, maxWidth];
}

function pictureHash(p: SeedPicture): string {
  return createHash('sha256').update(RENDER_VERSION).update('\0').update(p.svg).update('\0').update(`${p.maxWidth}:${p.grain}`).digest('hex').slice(0, 10);
}

function stemOf(p: SeedPicture): string {
  return `${p.name}-${pictureHash(p)}`;
}

/** What the database stores: the largest JPEG, whose name also names the WebP and the smaller widths. */
export function pictureUrl(p: SeedPicture, urlPrefix: string): string {
  return `${urlPrefix}/${stemOf(p)}-${p.maxWidth}.jpg`;
}

export function pictureFiles(p: SeedPicture): string[] {
  const stem = stemOf(p);
  return widthsUpTo(p.maxWidth).flatMap((w) => [`${stem}-${w}.webp`, `${stem}-${w}.jpg`]);
}

/** Where rendered seed pictures live (served by the API under /uploads/seed/). */
export function seedImageDir(): string {
  const configured = process.env.SEED_IMAGE_CACHE;
  return configured ? resolve(configured) : join(API_ROOT, 'data', 'seed-images');
}

let grainTile: Promise<Buffer> | null = null;

/** A 256 px tile of soft, mid-grey noise, drawn once per process and laid over photographs. */
function grain(): Promise<Buffer> {
  grainTile ??= sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><filter id="n" x="0" y="0" width="100%" height="100%">' +
        '<feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" stitchTiles="stitch" seed="7"/>' +
        '<feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0" intercept="0.09"/></feComponentTransfer></filter>' +
        '<rect width="256" height="256" filter="url(#n)"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  return grainTile;
}

async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, path);
}

async function renderOne(dir: string, p: SeedPicture): Promise<void> {
  let image = sharp(Buffer.from(p.svg)).removeAlpha();
  if (p.grain) image = image.composite([{ input: await grain(), tile: true, blend: 'overlay' }]);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const stem = stemOf(p);
  // Smallest first, the largest last: a crash mid-way leaves the largest JPEG (the one the
  // database names, checked below) missing, so the next run renders the picture again.
  for (const w of widthsUpTo(p.maxWidth)) {
    const sized = () => sharp(data, { raw }).resize({ width: w });
    await writeAtomically(join(dir, `${stem}-${w}.webp`), await sized().webp(WEBP).toBuffer());
    await writeAtomically(join(dir, `${stem}-${w}.jpg`), await sized().jpeg(JPEG).toBuffer());
  }
}

function setHash(pictures: readonly SeedPicture[]): string {
  const h = createHash('sha256');
  for (const p of pictures) h.update(stemOf(p)).update(`-${p.maxWidth}\0`);
  return h.digest('hex').slice(0, 16);
}

const LOCK_STALE_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RenderResult {
  rendered: number;
  reused: number;
  ms: number;
}

/**
 * Makes sure every picture's files exist in dir, rendering only the missing ones. Processes that start together (parallel test files) wait for the first one
 * instead of rendering the same files twice. Cheap when a marker says this exact set is done.
 */
export async function renderPictures(pictures: readonly SeedPicture[], dir = seedImageDir()): Promise<RenderResult> {
  const started = Date.now();
  await mkdir(dir, { recursive: true });
  const marker = join(dir, `.complete-${setHash(pictures)}`);
  if (await exists(marker)) return { rendered: 0, reused: pictures.length, ms: Date.now() - started };

  const lock = join(dir, '.rendering');
  for (;;) {
    const handle = await open(lock, 'wx').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') return null;
      throw err;
    });
    if (handle) {
      await handle.close();
      break;
    }
    if (await exists(marker)) return { rendered: 0, reused: pictures.length, ms: Date.now() - started };
    const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (age > LOCK_STALE_MS) await rm(lock, { force: true });
    else await sleep(250);
  }

  try {
    const present = new Set(await readdir(dir));
    const missing = pictures.filter((p) => !pictureFiles(p).every((f) => present.has(f)));
    const queue = [...missing];
    const worker = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        await renderOne(dir, p);
        // Tells waiting processes this one is alive (a crashed renderer's lock goes stale).
        const now = new Date();
        await utimes(lock, now, now).catch(() => {});
      }
    };
    // Three in flight keep both cores busy: SVG drawing is single-threaded, encoding is not.
    await Promise.all([worker(), worker(), worker()]);
    if (missing.length > 0) await prune(dir, pictures, present);
    await writeFile(marker, `${pictures.length} pictures\n`);
    return { rendered: missing.length, reused: pictures.length - missing.length, ms: Date.now() - started };
  } finally {
    await rm(lock, { force: true });
  }
}

/**
 * After a new render, drops files of other scene sets that nobody has rendered for a day (an API
 * process still running an older catalogue keeps its files meanwhile).
 */
async function prune(dir: string, pictures: readonly SeedPicture[], present: Set<string>): Promise<void> {
  const keep = new Set(pictures.flatMap(pictureFiles));
  const old = Date.now() - PRUNE_AFTER_MS;
  for (const f of present) {
    if (keep.has(f) || !(f.endsWith('.webp') || f.endsWith('.jpg') || f.startsWith('.complete-'))) continue;
    const path = join(dir, f);
    const mtime = await stat(path).then((st) => st.mtimeMs, () => Date.now());
    if (mtime < old) await rm(path, { force: true });
  }
}
const PRUNE_AFTER_MS = 24 * 3600_000;

function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
