import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySection, SECTION_WAIT_MS, useSectionReady } from './lazy-section';

function List({ ready }: { ready: boolean }) {
  useSectionReady(ready);
  return <section aria-label="New Products">{ready ? 'cards' : 'Loading new products'}</section>;
}

function Broken(): never {
  throw new Error('the chunk could not be fetched');
}

/** The place held for the section (jsdom has no IntersectionObserver: the section mounts at once). */
const heldPlace = (container: HTMLElement) => container.querySelector<HTMLElement>('[aria-hidden="true"]');
const building = (section: HTMLElement) => /building/.test(section.parentElement?.className ?? '');

afterEach(() => vi.useRealTimers());

describe('LazySection', () => {
  it('holds its place, its phone and wide heights, while the section is built out of sight, and shows it in one step once it is ready', () => {
    const { container, rerender } = render(
      <LazySection minHeight={{ phone: 3046, wide: 1393 }}>
        <List ready={false} />
      </LazySection>,
    );
    const place = heldPlace(container);
    expect(place?.style.getPropertyValue('--sf-section-phone')).toBe('3046px');
    expect(place?.style.getPropertyValue('--sf-section-wide')).toBe('1393px');
    // Its spinner is never what the shopper sees in that place.
    expect(building(screen.getByRole('region', { name: 'New Products', hidden: true }))).toBe(true);

    rerender(
      <LazySection minHeight={{ phone: 3046, wide: 1393 }}>
        <List ready />
      </LazySection>,
    );
    expect(heldPlace(container)).toBeNull();
    const shown = screen.getByRole('region', { name: 'New Products' });
    expect(shown).toHaveTextContent('cards');
    expect(building(shown)).toBe(false);
  });

  it(`shows a section that never says it is ready after ${SECTION_WAIT_MS / 1000} s, as it is`, () => {
    vi.useFakeTimers();
    const { container } = render(
      <LazySection minHeight={400}>
        <List ready={false} />
      </LazySection>,
    );
    act(() => vi.advanceTimersByTime(SECTION_WAIT_MS - 1));
    expect(heldPlace(container)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(heldPlace(container)).toBeNull();
    expect(building(screen.getByRole('region', { name: 'New Products' }))).toBe(false);
  });

  it('gives up the place of a section whose code failed: a gap closes, the page goes on', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <LazySection minHeight={400}>
        <Broken />
      </LazySection>,
    );
    expect(heldPlace(container)).toBeNull();
    expect(container.textContent).toBe('');
    quiet.mockRestore();
  });
});
