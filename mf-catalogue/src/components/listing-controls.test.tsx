import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SortKey } from '@storefront/shared/rules';
import { SortAndShow } from './listing-controls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const form = (onChange: (c: { sort: SortKey; perPage: number }) => void) => (
  <SortAndShow action="/products/category/c1" sorts={['newest', 'price_asc', 'price_desc']} sort="newest" perPage={10} hidden={{ rating: 4 }} onChange={onChange} />
);

/** The server's HTML in the page, as the shopper sees it before the scripts run. */
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form(() => {}));
  document.body.appendChild(container);
  const select = (name: string) => container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  return { container, select };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SortAndShow as the page hydrates', () => {
  it('carries out a Sort by and Show choice made before the scripts ran (nobody heard that change)', async () => {
    const { container, select } = serverPage();
    select('sort').value = 'price_asc';
    select('perPage').value = '20';
    const onChange = vi.fn();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, form(onChange), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ sort: 'price_asc', perPage: 20 });
  });

  it('does nothing as it hydrates when the selects still show the list on the page', async () => {
    const { container } = serverPage();
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, form(onChange));
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
