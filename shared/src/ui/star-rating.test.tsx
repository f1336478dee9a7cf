import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAR_PATH } from './icons';
import { StarRating, starTile, toHalfStep } from './star-rating';

afterEach(cleanup);

describe('StarRating', () => {
  it('says the rating, rounded to a half star, and fills that share of the row', () => {
    render(<StarRating value={3.74} />);
    const rating = screen.getByRole('img', { name: 'Rated 3.5 out of 5' });
    const fill = rating.querySelector<HTMLElement>('[data-rating]');
    expect(fill?.dataset.rating).toBe('3.5');
    expect(fill?.style.width).toBe('70%');
  });

  it('is two elements however many stars it shows, the row five stars and four gaps wide', () => {
    const { container } = render(<StarRating value={4.5} size={14} />);
    expect(container.querySelectorAll('*')).toHaveLength(2);
    expect(container.querySelector('svg')).toBeNull();
    const row = screen.getByRole('img');
    expect(row.style.width).toBe(`${5 * 14 + 4}px`);
    expect(row.style.height).toBe('14px');
  });

  it('paints each star from the icon set, grey under gold, one star and its gap per tile', () => {
    const grey = decodeURIComponent(starTile('#d9dde3', 14));
    const gold = decodeURIComponent(starTile('#fdc040', 14));
    expect(grey).toContain(`d="${STAR_PATH}"`);
    expect(grey).toContain('fill="#d9dde3"');
    expect(gold).toContain('fill="#fdc040"');
    expect(grey).toMatch(/ 15px 14px repeat-x$/);
  });

  it('keeps odd values within the stars', () => {
    expect(toHalfStep(Number.NaN)).toBe(0);
    expect(toHalfStep(7)).toBe(5);
    expect(toHalfStep(-1)).toBe(0);
    expect(toHalfStep(2.26)).toBe(2.5);
  });
});
