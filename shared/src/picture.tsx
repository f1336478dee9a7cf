// Responsive pictures: the API renders catalogue pictures and re-encodes uploads as WebP plus a
// JPEG fallback at a ladder of widths, and names the largest JPEG in the URL it hands out
// (…-<hash>-960.jpg, …/u/<id>-512.jpg). From that one URL this builds every variant, so the
// browser fetches the smallest width that fills the box it shows the picture in.
import type { ImgHTMLAttributes } from 'react';
import { imageUrl } from './format';
import { useServerRendered } from './ssr';

/** The widths the API renders (px); a picture has every step below its largest width too. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

/** Our rendered names only: a seed picture (hash before the width) or a re-encoded upload. */
const RENDERED = /^(.*\/(?:seed\/[A-Za-z0-9-]+-[0-9a-f]{10}|u\/[A-Za-z0-9]{24}))-(\d{1,4})\.jpg$/;

export interface PictureSources {
  src: string;
  /** JPEG variants as a srcset ('url 320w, …'); absent for pictures we did not render. */
  jpeg?: string;
  webp?: string;
  widths?: number[];
}

export function pictureSources(path: string | null | undefined): PictureSources {
  const src = imageUrl(path);
  const m = RENDERED.exec(src);
  if (!m) return { src };
  const max = Number(m[2]);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < max), max];
  const set = (ext: string) => widths.map((w) => `${m[1]}-${w}.${ext} ${w}w`).join(', ');
  return { src, jpeg: set('jpg'), webp: set('webp'), widths };
}

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Which width the picture is shown at (CSS sizes); lazy pictures may lead with 'auto'. */
  sizes: string;
  /** The page's main picture: fetched first, not lazily. */
  priority?: boolean;
  /**
   * Shown only on screens up to this width (px): the layout hides it on wider ones, where it is
   * never fetched (a <picture> whose source there is an empty image), so it may load eagerly.
   */
  onlyUpTo?: number;
};

/** A 1x1 transparent GIF: what a picture hidden at some widths shows there, fetching nothing. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An <img> that offers WebP in every rendered width, its `src` the largest JPEG (for a reader that
 * takes no srcset: every browser that reads srcset today reads WebP, so no <picture> with a JPEG
 * set is needed, and a page of cards is half as many bytes of addresses). Lazy unless `priority`.
 * (A <picture> only for `onlyUpTo`.)
 */
export function Picture({ src: path, sizes, priority = false, loading, onlyUpTo, ...img }: PictureProps) {
  if (onlyUpTo !== undefined) return <PictureUpTo upTo={onlyUpTo} picture={{ src: path, sizes, priority, loading, ...img }} />;
  const s = pictureSources(path);
  const lazy = (loading ?? (priority ? 'eager' : 'lazy')) === 'lazy';
  // 'auto' is only valid on lazy images; eager ones get the rest of the list.
  const finalSizes = lazy ? sizes : sizes.replace(/^\s*auto\s*,\s*/, '');
  const attrs = {
    ...img,
    loading: lazy ? ('lazy' as const) : ('eager' as const),
    decoding: 'async' as const,
    // React 18 passes the lowercase attribute through as is.
    ...(priority ? { fetchpriority: 'high' } : {}),
  };
  if (!s.webp) return <img {...attrs} src={s.src} />;
  return <img {...attrs} src={s.src} srcSet={s.webp} sizes={finalSizes} />;
}

/**
 * A picture shown only up to a width (PictureProps.onlyUpTo). In the server's HTML the parser has
 * its source in place before the image asks for anything, so it may ask eagerly. An image the
 * browser's scripts create asks as soon as it has its address, before React puts it in its
 * picture: lazy there, so one hidden on this screen asks for nothing.
 */
function PictureUpTo({ upTo, picture }: { upTo: number; picture: Omit<PictureProps, 'onlyUpTo'> }) {
  const fromServer = useServerRendered();
  return (
    <picture>
      <source media={`(min-width: ${upTo + 1}px)`} srcSet={NOTHING} />
      <Picture {...picture} loading={fromServer ? picture.loading : 'lazy'} priority={fromServer && picture.priority} />
    </picture>
  );
}
