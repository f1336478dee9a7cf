// Uploaded pictures are never stored as sent: each is decoded and written anew by sharp, so EXIF
// (camera, GPS position), XMP, IPTC, ICC profiles and comments are all dropped, the picture is
// turned upright by its EXIF orientation first, and it is stored as WebP plus a JPEG fallback at
// a few widths up to a cap. A file whose header promises a huge pixel count (a decompression
// bomb: a few kB that would decode to gigabytes) is refused before anything is decoded.
import sharp from 'sharp';
import { HttpError } from './errors';

/** Longest side of a stored upload (px): a profile picture never shows larger than 150 px. */
export const UPLOAD_MAX_SIDE = 512;
/** Larger than any phone camera's photo; beyond it decoding costs too much memory. */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** Widths below the largest that uploads also come in (the same ladder as the seed pictures). */
export const UPLOAD_STEPS = [160, 320, 480] as const;

export interface EncodedVariant {
  width: number;
  height: number;
  webp: Buffer;
  jpeg: Buffer;
}

export function tooManyPixels(width: number, height: number): string {
  return (
    `This image is too large to process (${width} × ${height} pixels). ` +
    `Please upload one of at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`
  );
}
export const UNREADABLE_IMAGE = 'This image could not be read. Please choose another JPG, PNG or WEBP file.';

/**
 * Decodes the upload and returns it re-encoded, smallest width first. 400 with a clear message for
 * a decompression bomb or a file that looks like an image but does not decode.
 */
export async function reencodeUpload(bytes: Buffer): Promise<EncodedVariant[]> {
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' } as const;
  // The header alone (nothing is decoded yet), so the pixel count can be named in the refusal.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(400, UNREADABLE_IMAGE);
    });
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > UPLOAD_MAX_PIXELS) throw new HttpError(400, tooManyPixels(width, height));
  if (width < 1 || height < 1) throw new HttpError(400, UNREADABLE_IMAGE);

  try {
    // Upright by its orientation tag, then capped; sharp writes no metadata unless asked to.
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const widths = [...UPLOAD_STEPS.filter((w) => w < info.width), info.width];
    const variants: EncodedVariant[] = [];
    for (const w of widths) {
      const sized = () => sharp(data, { raw }).resize({ width: w });
      const webp = await sized().webp({ quality: 80 }).toBuffer();
      // JPEG has no transparency: a transparent PNG gets a white background there.
      const jpeg = await sized().flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true }).toBuffer();
      variants.push({ width: w, height: Math.round((info.height * w) / info.width), webp, jpeg });
    }
    return variants;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, UNREADABLE_IMAGE);
  }
}
