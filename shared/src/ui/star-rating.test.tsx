import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating, STARS_CLASS, starTile, toHalfStep } from './star-rating';

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

  it("leaves the painting to the shell's page-wide class: inline only its sizes (one star and its gap per tile) and its share", () => {
    expect(starTile(14)).toBe(15.17);
    expect(starTile(12)).toBe(13);
    const { container } = render(<StarRating value={3.5} size={14} />);
    const row = screen.getByRole('img');
    expect(row.className).toBe(STARS_CLASS);
    expect(row.getAttribute('style')).toBe('width: 74.67px; height: 14px; --sf-star-tile: 15.17px;');
    expect(container.querySelector('[data-rating]')?.getAttribute('style')).toBe('width: 70%;');
  });

  it('keeps odd values within the stars', () => {
    expect(toHalfStep(Number.NaN)).toBe(0);
    expect(toHalfStep(7)).toBe(5);
    expect(toHalfStep(-1)).toBe(0);
    expect(toHalfStep(2.26)).toBe(2.5);
  });
});
