import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { RenderDataContext, store } from '@storefront/shared';
import { makeProduct, page, renderAt, startOnWideScreenWithCategories, stubApi } from '../../../lib/test-utils';
import PopularProducts from './popular-products';

startOnWideScreenWithCategories();

/** The API's popular list: one product named after the category asked for. */
function popularApi() {
  return stubApi({
    '/api/products/catName': (url: URL) => page([makeProduct({ id: `p-${url.searchParams.get('catName')}`, name: `${url.searchParams.get('catName')} pick` })]),
  });
}

/**
 * The section as the shop's server renders it for `route`, its data read: a first pass starts the
 * read (the section suspends), the second renders with its answer.
 */
async function serverHtml(route: string): Promise<HTMLElement> {
  const ctx = { server: true, hydrating: false, records: {}, pending: new Map<string, Promise<void>>(), failed: new Set<string>() };
  const render = () =>
    renderToString(
      <RenderDataContext.Provider value={ctx}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={null}>
              <PopularProducts />
            </Suspense>
          </MemoryRouter>
        </Provider>
      </RenderDataContext.Provider>,
    );
  render();
  await Promise.all(ctx.pending.values());
  const container = document.createElement('div');
  container.innerHTML = render();
  return container;
}

describe('Popular Products tabs', () => {
  it('once its scripts run, a tab switches the list in place: the link is not followed', async () => {
    const api = popularApi();
    renderAt(<PopularProducts />, { route: '/' });
    await screen.findByText('Fashion pick');
    const electronics = screen.getByRole('tab', { name: 'Electronics' });
    expect(electronics).not.toHaveAttribute('data-sf-hydrating');
    expect(fireEvent.click(electronics)).toBe(false);
    await screen.findByText('Electronics pick');
    expect(screen.getByRole('tab', { name: 'Electronics' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls('/api/products/catName').at(-1)?.searchParams.get('catName')).toBe('Electronics');
    // (a ctrl-click still opens that home in a new tab)
    expect(fireEvent.click(screen.getByRole('tab', { name: 'Fashion' }), { ctrlKey: true })).toBe(true);
  });

  it('rendered on the server, each tab is a link to home with that tab chosen (not greyed, marked until the scripts own it); ?popular= chooses the list', async () => {
    const api = popularApi();
    const container = await serverHtml('/?popular=c2');
    const tabs = Array.from(container.querySelectorAll<HTMLAnchorElement>('[role="tab"]'));
    expect(tabs.map((t) => [t.textContent, t.tagName, t.getAttribute('href'), t.getAttribute('aria-selected')])).toEqual([
      ['Fashion', 'A', '/?popular=c1#mf-catalogue-popular', 'false'],
      ['Electronics', 'A', '/?popular=c2#mf-catalogue-popular', 'true'],
    ]);
    for (const t of tabs) {
      expect(t).not.toHaveAttribute('disabled');
      expect(t).toHaveAttribute('data-sf-hydrating', '');
    }
    expect(container.textContent).toContain('Electronics pick');
    expect(api.calls('/api/products/catName').map((u) => u.searchParams.get('catName'))).toEqual(['Electronics']);
  });

  it('an unknown ?popular= shows the first category', async () => {
    popularApi();
    const container = await serverHtml('/?popular=nope');
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Fashion');
    expect(container.textContent).toContain('Fashion pick');
  });

});
