// The read-only star rating every slice shows (cards, cart lines, My List, reviews): half-star
// precision out of five (spec: card rating max 5, precision 0.5), a grey row of stars with a gold
// row laid over it and cut to the rating's share. Each row is one element painting the star as a
// repeated background (not five drawn icons): a page of cards is hundreds of elements lighter to
// lay out and to hydrate. How a row paints is the shell's page-wide class (STARS_CLASS, in
// shell/src/styles/global.css, beside the star images): each rating carries only its sizes and its
// share inline, a few bytes where the whole style was 300 (15 ratings on a listing's page).
import type { CSSProperties } from 'react';
import { CARD_RATING } from '@storefront/shared';

/** Rounds to the card's half-star precision and keeps it within 0..max. */
export function toHalfStep(value: number, max: number = CARD_RATING.max): number {
  const v = Number.isFinite(value) ? value : 0;
  const steps = 1 / CARD_RATING.precision;
  return Math.min(max, Math.max(0, Math.round(v * steps) / steps));
}

/** A tile is one star and its gap: 26 units wide for a 24-unit star (the shell's --sf-star-* images). */
const TILE = 26 / 24;

/** The page-wide class that paints a row (shell/src/styles/global.css). */
export const STARS_CLASS = 'sf-stars';

/** The width of one star and its gap at `size` px, to the hundredth of a pixel. */
export function starTile(size: number): number {
  return Math.round(size * TILE * 100) / 100;
}

export function StarRating({ value, size = 14, max = CARD_RATING.max }: { value: number; size?: number; max?: number }) {
  const shown = toHalfStep(value, max);
  // Five tiles less the last gap; the class paints the tiles at --sf-star-tile.
  const box = { width: Math.round((max * TILE - (TILE - 1)) * size * 100) / 100, height: size, '--sf-star-tile': `${starTile(size)}px` } as CSSProperties;
  return (
    <span className={STARS_CLASS} style={box} role="img" aria-label={`Rated ${shown} out of ${max}`}>
      <span style={{ width: `${(shown / max) * 100}%` }} data-rating={shown} />
    </span>
  );
}
