import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { categoriesAtom, RenderDataContext, store } from '@storefront/shared';
import { CATEGORIES, makeProduct, page, renderAt, resetStore, setWindowWidth, stubApi } from '../../../lib/test-utils';
import { Home } from './home';
import { HomeBanner } from './home-banner';

const banner = (id: string, subCatId: string | null) => ({ id, _id: id, images: [`/uploads/${id}.svg`], catId: 'c1', subCatId });

function homeApi() {
  return stubApi({
    '/api/category': { categoryList: CATEGORIES },
    '/api/homeBanner': [banner('h1', null), banner('h2', 's1')],
    '/api/banners': [banner('b1', 's2'), banner('b2', null)],
    '/api/homeSideBanners': [],
    '/api/homeBottomBanners': [],
    '/api/products': page([makeProduct({ id: 'n1', name: 'Newest thing' })]),
    '/api/products/featured': [],
    '/api/products/catName': page([makeProduct({ id: 'pop', name: 'Popular thing' })]),
    '/api/products/catId': page([]),
  });
}

beforeEach(() => {
  resetStore();
  store.set(categoriesAtom, CATEGORIES);
});
afterEach(() => vi.unstubAllGlobals());

describe('Home', () => {
  it('links banners by the sub-category/category rule', async () => {
    setWindowWidth(390);
    homeApi();
    renderAt(<Home />);
    const offers = await screen.findByRole('region', { name: 'Offers by category' });
    const links = within(offers).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/products/subCat/s2', '/products/category/c1']);
    expect(within(offers).getByRole('img', { name: 'Offers on Women' })).toBeInTheDocument();
  });

  it("asks for the banners a phone's first screen shows with the page (the first one first), never for those a wide screen hides, and waits with any further", () => {
    const banners = ['h1', 'h2', 'h3', 'h4', 'h5'].map((id) => ({ ...banner(id, null), images: [`/uploads/seed/b-home-${id}-0123456789-1600.jpg`] }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
          <HomeBanner data={banners} loading={false} />
        </RenderDataContext.Provider>
      </MemoryRouter>,
    );
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
    // Above 992 px (the carousel's still slide) the second to fourth show an empty image: no fetch.
    const wide = images.map((img) => (img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source')?.getAttribute('media') : null));
    expect(wide).toEqual([null, '(min-width: 993px)', '(min-width: 993px)', '(min-width: 993px)', null]);
    expect(images[1].parentElement?.querySelector('source')?.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
  });

  it('shows Featured Categories leading to each category', async () => {
    setWindowWidth(390);
    homeApi();
    renderAt(<Home />);
    const strip = await screen.findByRole('group', { name: 'Featured categories' });
    expect(within(strip).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/products/category/c2');
  });

  it('loads Popular Products for the first category tab with the location rule', async () => {
    setWindowWidth(390);
    const api = homeApi();
    renderAt(<Home />);
    expect(await screen.findByRole('tab', { name: 'Fashion' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Popular thing');
    expect(api.calls('/api/products/catName')[0].searchParams.get('catName')).toBe('Fashion');
    expect(api.calls('/api/products/catName')[0].searchParams.has('location')).toBe(false);
    screen.getByRole('tab', { name: 'Electronics' }).click();
    await waitFor(() => expect(api.calls('/api/products/catName').at(-1)?.searchParams.get('catName')).toBe('Electronics'));
  });

  it('lists New Products from the home list (page 1, 16 per page)', async () => {
    setWindowWidth(390);
    const api = homeApi();
    renderAt(<Home />);
    await screen.findByText('Newest thing');
    const call = api.calls('/api/products')[0];
    expect(call.searchParams.get('page')).toBe('1');
    expect(call.searchParams.get('perPage')).toBe('16');
  });

  it('links recently viewed items to /products/{prodId}', async () => {
    setWindowWidth(390);
    localStorage.setItem('recentlyViewed', JSON.stringify([{ prodId: 'rv1', name: 'Viewed before', images: ['/x.svg'], price: 10, oldPrice: 20 }]));
    homeApi();
    renderAt(<Home />);
    const section = await screen.findByRole('group', { name: 'Recently viewed products' });
    expect(within(section).getByRole('link', { name: /Viewed before/ })).toHaveAttribute('href', '/products/rv1');
  });

  it('holds what follows the banner, in place but unseen, until the banners are in (nothing below jumps)', async () => {
    setWindowWidth(390);
    let release: (value: unknown) => void = () => {};
    const bannersArrive = new Promise((resolve) => {
      release = resolve;
    });
    const api = homeApi();
    const base = api.mock.getMockImplementation()!;
    api.mock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (new URL(input).pathname === '/api/homeBanner') await bannersArrive;
      return base(input, init);
    });
    const { container } = renderAt(<Home />);
    // The sections below mount at once (their calls run alongside the banner's) but stay unseen.
    await waitFor(() => expect(api.calls('/api/banners')).toHaveLength(1));
    const strip = await waitFor(() => {
      const el = container.querySelector<HTMLElement>('[aria-label="Featured categories"]');
      if (!el) throw new Error('Featured categories not mounted yet');
      return el;
    });
    expect(screen.queryByRole('group', { name: 'Featured categories' })).toBeNull();
    const below = strip.closest('[aria-hidden="true"]') as HTMLElement;
    expect(below).not.toBeNull();
    expect(below.style.visibility).toBe('hidden');

    release(undefined);
    expect(await screen.findByRole('region', { name: 'Offers' })).toBeInTheDocument();
    await waitFor(() => expect(below.style.visibility).toBe(''));
    expect(below).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('group', { name: 'Featured categories' })).toBe(strip);
  });

  it('does not hold what follows for more than 3 s when the banners are slow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setWindowWidth(390);
      const api = homeApi();
      const base = api.mock.getMockImplementation()!;
      api.mock.mockImplementation(async (input: string, init?: RequestInit) => {
        if (new URL(input).pathname === '/api/homeBanner') return new Promise<Response>(() => {});
        return base(input, init);
      });
      const { container } = renderAt(<Home />);
      const strip = await waitFor(() => {
        const el = container.querySelector<HTMLElement>('[aria-label="Featured categories"]');
        if (!el) throw new Error('not mounted yet');
        return el;
      });
      const below = strip.closest('[aria-hidden="true"]') as HTMLElement;
      expect(below.style.visibility).toBe('hidden');
      await act(async () => {
        vi.advanceTimersByTime(3000);
      });
      expect(below.style.visibility).toBe('');
      expect(screen.getByRole('group', { name: 'Featured categories' })).toBe(strip);
    } finally {
      vi.useRealTimers();
    }
  });
});
