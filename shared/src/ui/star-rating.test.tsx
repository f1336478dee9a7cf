import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(row.style.width).toBe('74.67px');
    expect(row.style.height).toBe('14px');
  });

  it("paints each star from the shell's tile images, grey under gold, one star and its gap per tile", () => {
    expect(starTile('grey', 14)).toBe('var(--sf-star-grey) 0 0 / 15.166666666666666px 14px repeat-x');
    expect(starTile('gold', 12)).toMatch(/^var\(--sf-star-gold\) 0 0 \/ 13px 12px repeat-x$/);
  });

  it('keeps odd values within the stars', () => {
    expect(toHalfStep(Number.NaN)).toBe(0);
    expect(toHalfStep(7)).toBe(5);
    expect(toHalfStep(-1)).toBe(0);
    expect(toHalfStep(2.26)).toBe(2.5);
  });
});
