// The read-only star rating every slice shows (cards, cart lines, My List, reviews): half-star
// precision out of five (spec: card rating max 5, precision 0.5), a grey row with a gold row laid
// over it and cut to the rating's share. Inline styles, so it needs no style sheet of its own.
import type { CSSProperties } from 'react';
import { CARD_RATING } from '@storefront/shared';
import { StarIcon } from './icons';

/** Rounds to the card's half-star precision and keeps it within 0..max. */
export function toHalfStep(value: number, max: number = CARD_RATING.max): number {
  const v = Number.isFinite(value) ? value : 0;
  const steps = 1 / CARD_RATING.precision;
  return Math.min(max, Math.max(0, Math.round(v * steps) / steps));
}

// Never stretched by a flex parent: the fill is a share of the stars' own width.
const box: CSSProperties = { position: 'relative', display: 'inline-flex', width: 'max-content', alignSelf: 'flex-start', lineHeight: 0, verticalAlign: 'middle', color: '#d9dde3' };
const row: CSSProperties = { display: 'inline-flex', gap: 1, whiteSpace: 'nowrap', flexShrink: 0 };
const fill: CSSProperties = { ...row, position: 'absolute', inset: '0 auto 0 0', overflow: 'hidden', color: '#fdc040' };

export function StarRating({ value, size = 14, max = CARD_RATING.max }: { value: number; size?: number; max?: number }) {
  const shown = toHalfStep(value, max);
  const stars = Array.from({ length: max }, (_, i) => <StarIcon key={i} size={size} style={{ flexShrink: 0 }} />);
  return (
    <span style={box} role="img" aria-label={`Rated ${shown} out of ${max}`}>
      <span style={row}>{stars}</span>
      <span style={{ ...fill, width: `${(shown / max) * 100}%` }} data-rating={shown}>{stars}</span>
    </span>
  );
}
