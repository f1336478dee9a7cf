import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { StaticRouter } from 'react-router-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countriesAtom, LOCATION_COOKIE, locationAtom, locationChosenAtom, RenderDataContext, store } from '@storefront/shared';
import { renderWithShell, resetStore } from '../../../lib/test-utils';
import { reloadAppAt } from '../../../lib/reload-app';
import { LocationPicker } from '../../layout/components/location-picker';
import { ChooseLocation, LOCATIONS_UNAVAILABLE } from './choose-location';

vi.mock('../../../lib/reload-app', () => ({ reloadAppAt: vi.fn() }));

const COUNTRIES = [
  { country: 'Afghanistan', iso2: 'AF' },
  { country: 'India', iso2: 'IN' },
  { country: 'Nepal', iso2: 'NP' },
];

beforeEach(() => {
  resetStore();
  vi.mocked(reloadAppAt).mockClear();
  store.set(countriesAtom, COUNTRIES);
});

describe('the location page', () => {
  it('is one form the shop\'s server answers: a button per place (All, then India, then the rest), the current one marked, and the page to go back to', () => {
    store.set(locationAtom, 'NP');
    const html = renderToString(
      <StaticRouter location="/location?back=%2Fproducts%2Fcategory%2Fc1%3Fsort%3Dprice_asc">
        <Provider store={store}>
          <ChooseLocation />
        </Provider>
      </StaticRouter>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/location');
    expect(form.querySelector<HTMLInputElement>('input[name="back"]')!.value).toBe('/products/category/c1?sort=price_asc');
    const buttons = within(form).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('name'), b.getAttribute('value'), b.getAttribute('type')])).toEqual([
      ['All', 'location', 'All', 'submit'],
      ['India', 'location', 'IN', 'submit'],
      ['Afghanistan', 'location', 'AF', 'submit'],
      ['Nepal', 'location', 'NP', 'submit'],
    ]);
    expect(within(form).getByRole('button', { name: 'Nepal' })).toHaveAttribute('aria-current', 'true');
  });

  it('sends the shopper back only within the shop', () => {
    renderWithShell(<ChooseLocation />, { route: '/location?back=%2F%2Fevil.example%2Fx' });
    expect(document.querySelector<HTMLInputElement>('input[name="back"]')!.value).toBe('/');
  });

  it('with scripts, chooses in place as the dialog does: kept, and the page it came from loads anew', async () => {
    const user = userEvent.setup();
    renderWithShell(<ChooseLocation />, { route: '/location?back=%2Fcart' });
    await user.click(screen.getByRole('button', { name: 'India' }));
    expect(store.get(locationAtom)).toBe('IN');
    expect(store.get(locationChosenAtom)).toBe(true);
    expect(localStorage.getItem('location')).toBe('IN');
    expect(document.cookie).toContain(`${LOCATION_COOKIE}=IN`);
    expect(reloadAppAt).toHaveBeenCalledWith('/cart');
  });

  it('says so when the list of places could not be read (All still works)', () => {
    store.set(countriesAtom, []);
    renderWithShell(<ChooseLocation />, { route: '/location' });
    expect(screen.getByRole('status')).toHaveTextContent(LOCATIONS_UNAVAILABLE);
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });
});

describe("the header's location button before the scripts", () => {
  it('is a link to the location page, back to the page it is on', () => {
    renderWithShell(<LocationPicker compact />, { route: '/products/subCat/s1?rating=4' });
    expect(screen.getByRole('button', { name: /Deliver to/ })).toHaveAttribute('href', '/location?back=%2Fproducts%2FsubCat%2Fs1%3Frating%3D4');
  });

  it('waits for the scripts, greyed (CSS), when the server rendered it: a tap must not leave for the page as the dialog is about to work', () => {
    const html = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <StaticRouter location="/">
          <Provider store={store}>
            <LocationPicker />
          </Provider>
        </StaticRouter>
      </RenderDataContext.Provider>,
    );
    expect(html).toMatch(/<a [^>]*data-sf-hydrating=""/);
    expect(html).toMatch(/href="\/location\?back=%2F"/);
    renderWithShell(<LocationPicker />);
    expect(screen.getByRole('button', { name: /Your Location/ })).not.toHaveAttribute('data-sf-hydrating');
  });

  it('on the location page itself, keeps where that page goes back to', () => {
    renderWithShell(<LocationPicker compact />, { route: '/location?back=%2Fcart' });
    expect(screen.getByRole('button', { name: /Deliver to/ })).toHaveAttribute('href', '/location?back=%2Fcart');
  });
});
