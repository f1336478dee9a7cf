import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_COMMIT_DELAY_MS, PriceFilter, type PriceRange } from './price-filter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const filter = (onChange: (r: PriceRange) => void) => (
  <PriceFilter idPrefix="t" value={[100, 60000]} onChange={onChange} action="/products/category/c1" hidden={{ sort: 'rating', rating: 4, perPage: undefined }} />
);

function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(filter(() => {}));
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('PriceFilter before and as the page hydrates', () => {
  it("is a GET form to the listing: the handles as minPrice and maxPrice, the listing's other choices hidden, and Apply", () => {
    const form = serverPage().querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/products/category/c1');
    expect(Object.fromEntries(new FormData(form))).toEqual({ sort: 'rating', rating: '4', minPrice: '100', maxPrice: '60000' });
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Apply');
  });

  it('carries out handles moved before the scripts ran (nobody heard that move)', async () => {
    vi.useFakeTimers();
    const container = serverPage();
    container.querySelector<HTMLInputElement>('input[name="maxPrice"]')!.value = '2000';
    const onChange = vi.fn();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, filter(onChange), { onRecoverableError: (e) => errors.push(e) });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_COMMIT_DELAY_MS);
    });
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([100, 2000]);
  });

  it("takes a price band's bound the slider cannot hold (₹4,999 on the ₹5,000 step) for no move at all", async () => {
    vi.useFakeTimers();
    const band = (onChange: (r: PriceRange) => void) => (
      <PriceFilter idPrefix="t" value={[2000, 4999]} onChange={onChange} action="/products/category/c1" hidden={{}} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(band(() => {}));
    document.body.appendChild(container);
    // What a browser's range input holds for 4999 (its value is kept on the step).
    container.querySelector<HTMLInputElement>('input[name="maxPrice"]')!.value = '5000';
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, band(onChange));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_COMMIT_DELAY_MS);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(container.textContent).toContain('To: ₹4,999');
  });

  it('does nothing as it hydrates when the handles still show the list on the page', async () => {
    vi.useFakeTimers();
    const container = serverPage();
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, filter(onChange));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_COMMIT_DELAY_MS);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
