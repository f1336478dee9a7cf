// The read-only star rating every slice shows (cards, cart lines, My List, reviews): half-star
// precision out of five (spec: card rating max 5, precision 0.5), a grey row of stars with a gold
// row laid over it and cut to the rating's share. Each row is one element painting the star as a
// repeated background (not five drawn icons): a page of cards is hundreds of elements lighter to
// lay out and to hydrate. The star image is the shell's page-wide variable (written once per page,
// not once per rating); the rest is inline, so it needs no style sheet of its own.
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

/** The row's paint: the shell's tile image (page-wide variables, shell/src/styles/global.css) repeated along it. */
export function starTile(color: 'grey' | 'gold', size: number): string {
  return `var(--sf-star-${color}) 0 0 / ${size * TILE}px ${size}px repeat-x`;
}

export function StarRating({ value, size = 14, max = CARD_RATING.max }: { value: number; size?: number; max?: number }) {
  const shown = toHalfStep(value, max);
  // Never stretched by a flex parent: the fill is a share of the stars' own width.
  const box: CSSProperties = {
    position: 'relative', display: 'inline-block', flexShrink: 0, alignSelf: 'flex-start', verticalAlign: 'middle',
    // Five tiles less the last gap.
    width: Math.round((max * TILE - (TILE - 1)) * size * 100) / 100, height: size, background: starTile('grey', size),
  };
  const fill: CSSProperties = { position: 'absolute', inset: '0 auto 0 0', width: `${(shown / max) * 100}%`, background: starTile('gold', size) };
  return (
    <span style={box} role="img" aria-label={`Rated ${shown} out of ${max}`}>
      <span style={fill} data-rating={shown} />
    </span>
  );
}
