import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countriesAtom, isChosenLocation, locationAtom, store } from '@storefront/shared';
import { renderWithShell, resetStore } from '../../../lib/test-utils';
import { reloadAppAt } from '../../../lib/reload-app';
import { filterCountries, locationLabel } from './location-label';
import { LocationPicker } from './location-picker';

vi.mock('../../../lib/reload-app', () => ({ reloadAppAt: vi.fn() }));

const COUNTRIES = [
  { country: 'India', iso2: 'IN' },
  { country: 'Indonesia', iso2: 'ID' },
  { country: 'United Arab Emirates', iso2: 'AE' },
  { country: 'United Kingdom', iso2: 'GB' },
  { country: 'Nepal', iso2: 'NP' },
];

beforeEach(() => {
  resetStore();
  vi.mocked(reloadAppAt).mockClear();
  store.set(countriesAtom, COUNTRIES);
});

describe('location label', () => {
  it("says 'Select Location' until the shopper has chosen, then the country name cut to 10 plus '...'", () => {
    expect(locationLabel('All', COUNTRIES, false)).toBe('Select Location');
    expect(locationLabel('All', COUNTRIES, true)).toBe('All');
    expect(locationLabel('AE', COUNTRIES, true)).toBe('United Ara...');
    expect(locationLabel('IN', COUNTRIES, true)).toBe('India');
    // countries not loaded yet: the stored code stands in for the name
    expect(locationLabel('NP', [], true)).toBe('NP');
  });

  it('knows a location as chosen from what the browser stored (the server from the cookie), not a hand-made one', () => {
    expect(isChosenLocation(null)).toBe(false);
    expect(isChosenLocation('')).toBe(false);
    expect(isChosenLocation('India')).toBe(false);
    expect(isChosenLocation('All')).toBe(true);
    expect(isChosenLocation('IN')).toBe(true);
  });

  it('filters countries by case-insensitive substring of the name', () => {
    expect(filterCountries(COUNTRIES, 'UNITED').map((c) => c.iso2)).toEqual(['AE', 'GB']);
    expect(filterCountries(COUNTRIES, 'iN').map((c) => c.iso2)).toEqual(['IN', 'ID', 'GB']);
    expect(filterCountries(COUNTRIES, '  ')).toHaveLength(5);
    expect(filterCountries(COUNTRIES, 'xyz')).toEqual([]);
  });
});

describe('LocationPicker', () => {
  it('shows the stored choice on the button, cut to 10 characters', () => {
    localStorage.setItem('location', 'AE');
    store.set(locationAtom, 'AE');
    renderWithShell(<LocationPicker />);
    expect(screen.getByRole('button', { name: /your location united ara\.\.\./i })).toBeInTheDocument();
  });

  it('opens the dialog and filters the list as the shopper types, keeping the All entry', async () => {
    const user = userEvent.setup();
    renderWithShell(<LocationPicker />);
    await user.click(screen.getByRole('button', { name: /select location/i }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose your Delivery Location' });
    expect(within(dialog).getByText('Enter your address and we will specify the offer for your area.')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Delivery locations' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All', 'India', 'Indonesia', 'United Arab Emirates', 'United Kingdom', 'Nepal',
    ]);

    await user.type(within(dialog).getByPlaceholderText('Search your area...'), 'uNiTeD');
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All', 'United Arab Emirates', 'United Kingdom',
    ]);

    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search your area' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search your area' }), 'zzz');
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['All']);
    expect(within(dialog).getByText(/No area matches/)).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog: past the last country to Close, Shift+Tab from Close to the last country', async () => {
    const user = userEvent.setup();
    renderWithShell(<LocationPicker />);
    await user.click(screen.getByRole('button', { name: /select location/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your Delivery Location' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('button', { name: 'Nepal' });
    last.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    // In between, Tab walks the dialog in order: Close, the search box, All, ...
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('searchbox', { name: 'Search your area' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'All' })).toHaveFocus();
  });

  it('stores the chosen country code, closes and reloads the shop at /', async () => {
    const user = userEvent.setup();
    renderWithShell(<LocationPicker />);
    await user.click(screen.getByRole('button', { name: /select location/i }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'India' }));

    expect(localStorage.getItem('location')).toBe('IN');
    expect(store.get(locationAtom)).toBe('IN');
    expect(reloadAppAt).toHaveBeenCalledWith('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("stores 'All' when the shopper picks the All entry", async () => {
    const user = userEvent.setup();
    store.set(locationAtom, 'IN');
    localStorage.setItem('location', 'IN');
    renderWithShell(<LocationPicker />);
    await user.click(screen.getByRole('button', { name: /india/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'India' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'All' }));
    expect(localStorage.getItem('location')).toBe('All');
    expect(reloadAppAt).toHaveBeenCalledWith('/');
  });
});
