import { readFileSync } from 'node:fs';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertAtom, showAlert, store, TIMINGS } from '@storefront/shared';
import { resetStore } from '../../../lib/test-utils';
import { Snackbar } from './snackbar';

const renderSnackbar = () => render(<Provider store={store}><Snackbar /></Provider>);
const message = () => screen.getByRole('status').querySelector('.shell-snackbar');

beforeEach(() => resetStore());
afterEach(() => vi.useRealTimers());

describe('Snackbar', () => {
  it('shows success messages in green and errors in red, inside a polite live region', () => {
    renderSnackbar();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => showAlert('Item is added in the cart'));
    expect(region).toHaveTextContent('Item is added in the cart');
    expect(message()).toHaveClass('text-bg-success');
    expect(message()).not.toHaveClass('text-bg-danger');

    act(() => showAlert('Please login first', true));
    expect(region).toHaveTextContent('Please login first');
    expect(message()).toHaveClass('text-bg-danger');
    expect(message()).not.toHaveClass('text-bg-success');
  });

  it('hides after 6000 ms', () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => showAlert('user updated'));
    expect(TIMINGS.snackbarMs).toBe(6000);
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('user updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('user updated')).not.toBeInTheDocument();
    expect(store.get(alertAtom).open).toBe(false);
  });

  it('restarts the 6 seconds for every new alert, even with the same text', () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => showAlert('Item is added in the cart'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => showAlert('Item is added in the cart'));
    act(() => vi.advanceTimersByTime(4000)); // 8 s after the first, 4 s after the second
    expect(screen.getByText('Item is added in the cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Item is added in the cart')).not.toBeInTheDocument();
  });

  it('can be dismissed early', async () => {
    const user = userEvent.setup();
    renderSnackbar();
    act(() => showAlert('OTP sent!'));
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('OTP sent!')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('closed from the keyboard, hands the focus to the page content (not back to the top of the document)', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={store}>
        <main id="shell-main" tabIndex={-1}>content</main>
        <Snackbar />
      </Provider>,
    );
    act(() => showAlert('item removed from cart!'));
    screen.getByRole('button', { name: 'Dismiss message' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('item removed from cart!')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('can be dismissed without the scripts: its close button is a link to the message, which CSS hides (:target)', () => {
    // The message a form left for the page the server renders (its fixed key).
    store.set(alertAtom, { open: true, msg: 'Invalid credentials', error: true, key: 1 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Provider store={store}><Snackbar /></Provider>);
    const close = within(container).getByRole('button', { name: 'Dismiss message' });
    const shown = container.querySelector('.shell-snackbar')!;
    expect(close).toHaveAttribute('href', `#${shown.id}`);
    const css = readFileSync((expect.getState().testPath ?? '').replace(/\.test\.tsx$/, '.module.css'), 'utf8');
    expect(css).toMatch(/\.snackbar:target\s*\{\s*display:\s*none;/);
    // Without scripts it also goes after its time, as the scripts' timer takes it away.
    const noScripts = /@media \(scripting: none\)\s*\{\s*\.snackbar\s*\{\s*animation:([^;]+);/.exec(css)?.[1] ?? '';
    expect(noScripts).toContain(`gone 1ms ${TIMINGS.snackbarMs / 1000}s forwards`);
    expect(css).toMatch(/@keyframes gone\s*\{\s*to\s*\{\s*visibility:\s*hidden;/);

    // A message dismissed so stays hidden once the scripts run (the address keeps its id); a new one shows.
    renderSnackbar();
    act(() => showAlert('Item is added in the cart'));
    expect(message()!.id).not.toBe(shown.id);
  });
});
