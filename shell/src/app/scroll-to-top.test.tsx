import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@storefront/shared';
import { ScrollToTop } from './scroll-to-top';

// The window as a page of `height` px seen through a 700 px viewport, scrolled to `y`.
let y = 0;
let height = 3000;
const VIEWPORT = 700;
let frames: FrameRequestCallback[] = [];
const scrollTo = vi.fn((a: number | ScrollToOptions, b?: number) => {
  const top = typeof a === 'object' ? (a.top ?? 0) : (b ?? 0);
  y = Math.max(0, Math.min(top, height - VIEWPORT));
  window.dispatchEvent(new Event('scroll'));
});
/** The shopper scrolls (or the page's content moves the scroll position). */
const shopperScrollsTo = (top: number) => act(() => scrollTo(0, top));
/** One animation frame. */
const frame = () => act(() => frames.splice(0).forEach((cb) => cb(performance.now())));

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

beforeEach(() => {
  y = 0;
  height = 3000;
  frames = [];
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScrollToTop', () => {
  it('a new page starts at the top', async () => {
    await shopperScrollsTo(500);
    await act(() => navigate('/orders'));
    expect(y).toBe(0);
  });

  it("Back returns to where the shopper was once the page is back, never to the footer of the page still loading", async () => {
    await shopperScrollsTo(500);
    await act(() => navigate('/orders'));
    // Back: checkout is not there yet (its slice and its data are on their way): a short page.
    height = 900;
    await act(() => navigate(-1));
    expect(y).toBe(0);
    await frame();
    expect(y).toBe(0);
    // Checkout is back: there again, and kept there while the page settles (it scrolls itself to its top).
    height = 3000;
    await frame();
    expect(y).toBe(500);
    await shopperScrollsTo(0);
    await frame();
    expect(y).toBe(500);
  });

  it('Forward to a page the shopper never scrolled opens at its top; Back to one that never grew tall enough stays at the top', async () => {
    await shopperScrollsTo(800);
    await act(() => navigate('/orders'));
    await act(() => navigate(-1));
    await frame();
    expect(y).toBe(800);
    await act(() => navigate(1));
    expect(y).toBe(0);
    // Back to checkout emptied by an order: its page ends before where the shopper was.
    height = 1200;
    await act(() => navigate(-1));
    for (let i = 0; i < 5; i++) await frame();
    expect(y).toBe(0);
  });

  it('Back to a page much shorter than the shopper left it (its content changed) opens at its top, even where the old place is in reach', async () => {
    await shopperScrollsTo(1200);
    await act(() => navigate('/orders'));
    // Checkout emptied by the order: where the pay buttons were, its footer is now.
    height = 2000;
    await act(() => navigate(-1));
    for (let i = 0; i < 5; i++) await frame();
    expect(y).toBe(0);
  });

  it('Back to a page that said it is done with (checkout, its order placed) opens at its top, even where it is as tall as it was', async () => {
    await shopperScrollsTo(900);
    act(() => {
      emit('cart:forget-scroll', {});
    });
    // (what the page does after: the browser moves the window as the cart empties)
    await shopperScrollsTo(850);
    await act(() => navigate('/orders'));
    await act(() => navigate(-1));
    for (let i = 0; i < 5; i++) await frame();
    expect(y).toBe(0);
  });

  it('stops bringing the page back as soon as the shopper scrolls or taps', async () => {
    await shopperScrollsTo(500);
    await act(() => navigate('/orders'));
    height = 900;
    await act(() => navigate(-1));
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    height = 3000;
    await frame();
    expect(y).toBe(0);
  });

});
