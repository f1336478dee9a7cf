// The read-only star rating every slice shows (cards, cart lines, My List, reviews): half-star
// precision out of five (spec: card rating max 5, precision 0.5), a grey row of stars with a gold
// row laid over it and cut to the rating's share. Each row is one element painting the star as a
// repeated background (not five drawn icons): a page of cards is hundreds of elements lighter to
// lay out and to hydrate. Inline styles, so it needs no style sheet of its own.
import type { CSSProperties } from 'react';
import { CARD_RATING } from '@storefront/shared';
import { STAR_PATH } from './icons';

/** Rounds to the card's half-star precision and keeps it within 0..max. */
export function toHalfStep(value: number, max: number = CARD_RATING.max): number {
  const v = Number.isFinite(value) ? value : 0;
  const steps = 1 / CARD_RATING.precision;
  return Math.min(max, Math.max(0, Math.round(v * steps) / steps));
}

const GAP = 1; // px between stars
const GREY = '#d9dde3';
const GOLD = '#fdc040';

const tiles = new Map<string, string>();
/** One star and the gap after it, `size` px tall, as a background that repeats along the row. */
export function starTile(color: string, size: number): string {
  const key = `${color}|${size}`;
  let tile = tiles.get(key);
  if (!tile) {
    const width = (24 * (size + GAP)) / size;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size + GAP}" height="${size}" viewBox="0 0 ${width} 24"><path fill="${color}" d="${STAR_PATH}"/></svg>`;
    tile = `url("data:image/svg+xml,${encodeURIComponent(svg)}") 0 0 / ${size + GAP}px ${size}px repeat-x`;
    tiles.set(key, tile);
  }
  return tile;
}

export function StarRating({ value, size = 14, max = CARD_RATING.max }: { value: number; size?: number; max?: number }) {
  const shown = toHalfStep(value, max);
  // Never stretched by a flex parent: the fill is a share of the stars' own width.
  const box: CSSProperties = {
    position: 'relative', display: 'inline-block', flexShrink: 0, alignSelf: 'flex-start', verticalAlign: 'middle',
    width: max * size + (max - 1) * GAP, height: size, background: starTile(GREY, size),
  };
  const fill: CSSProperties = { position: 'absolute', inset: '0 auto 0 0', width: `${(shown / max) * 100}%`, background: starTile(GOLD, size) };
  return (
    <span style={box} role="img" aria-label={`Rated ${shown} out of ${max}`}>
      <span style={fill} data-rating={shown} />
    </span>
  );
}
