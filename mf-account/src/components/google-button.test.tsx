import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromeHiddenAtom, store, tokenAtom, userAtom } from '@storefront/shared';
import { deferred, mockApi, NO_GOOGLE_CLIENT } from '../test/api-mock';
import { alert, location, renderPage, resetStore } from '../test/render';

const gis = {
  initialize: vi.fn(),
  renderButton: vi.fn((parent: HTMLElement, _options?: Record<string, unknown>) => {
    const b = document.createElement('button');
    b.textContent = 'Google: Sign in with Google';
    parent.appendChild(b);
  }),
};
const loadGoogleIdentity = vi.fn(async () => gis);
vi.mock('../lib/google-identity', () => ({ loadGoogleIdentity: () => loadGoogleIdentity() }));

const { GoogleButton } = await import('./google-button');

beforeEach(() => {
  resetStore();
  gis.initialize.mockClear();
  gis.renderButton.mockClear();
  loadGoogleIdentity.mockClear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GoogleButton', () => {
  it("without a client id: loads no Google script, and says 'Sign-in with Google is not configured' when clicked", async () => {
    mockApi(NO_GOOGLE_CLIENT);
    renderPage(<GoogleButton mode="signin" />, '/signIn');
    const button = await screen.findByRole('button', { name: 'Sign In with Google' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
    expect(alert()).toMatchObject({ msg: 'Sign-in with Google is not configured', error: true });
    expect(loadGoogleIdentity).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('with a client id: renders Google’s button; a credential signs the shopper in and goes to / after 2 s', async () => {
    const answer = deferred<{ body: unknown }>();
    const api = mockApi({
      'GET /api/user/auth-config': { body: { googleClientId: 'client-123' } },
      'POST /api/user/authWithGoogle': () => answer.promise,
    });
    store.set(chromeHiddenAtom, true);
    renderPage(<GoogleButton mode="signup" />, '/signUp');
    await waitFor(() => expect(gis.renderButton).toHaveBeenCalled());
    expect(gis.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123', context: 'signup' }));
    expect(gis.renderButton.mock.calls[0][1]).toMatchObject({ text: 'signup_with' });
    expect(screen.getByRole('button', { name: 'Google: Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up with Google' })).not.toBeInTheDocument();

    const { callback } = gis.initialize.mock.calls[0][0] as { callback: (r: { credential: string }) => void };
    act(() => callback({ credential: 'google-id-token' }));
    // Said at once, before the server answers.
    expect(alert()).toMatchObject({ msg: 'User authenticated successfully!', error: false });
    await waitFor(() => expect(api.callsTo('POST', '/api/user/authWithGoogle')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/user/authWithGoogle')[0].body).toEqual({ credential: 'google-id-token' });

    answer.resolve({
      body: { error: false, token: 'jwt-g', msg: 'User Login Successfully!', user: { name: 'Kavya', email: 'k@gmail.com', id: 'g1', userId: 'g1', images: ['https://lh3.googleusercontent.com/k'] } },
    });
    await waitFor(() => expect(store.get(tokenAtom)).toBe('jwt-g'));
    expect(store.get(userAtom)).toEqual({ name: 'Kavya', email: 'k@gmail.com', userId: 'g1', image: 'https://lh3.googleusercontent.com/k' });
    expect(alert().msg).toBe('User Login Successfully!');
    expect(store.get(chromeHiddenAtom)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe('/');
  });

  it("says 'User authentication Successfully!' when the server sends no message", async () => {
    mockApi({
      'GET /api/user/auth-config': { body: { googleClientId: 'client-123' } },
      'POST /api/user/authWithGoogle': { body: { error: false, token: 'jwt-g', msg: '', user: { name: 'K', email: 'k@gmail.com', id: 'g1', userId: 'g1', images: [] } } },
    });
    renderPage(<GoogleButton mode="signin" />, '/signIn');
    await waitFor(() => expect(gis.initialize).toHaveBeenCalled());
    const { callback } = gis.initialize.mock.calls[0][0] as { callback: (r: { credential: string }) => void };
    act(() => callback({ credential: 'ok' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'User authentication Successfully!', error: false }));
  });

  it("shows the server's message when the token is refused", async () => {
    mockApi({
      'GET /api/user/auth-config': { body: { googleClientId: 'client-123' } },
      'POST /api/user/authWithGoogle': { status: 400, body: { error: true, msg: 'Google sign-in failed: the sign-in could not be verified. Please try again.' } },
    });
    renderPage(<GoogleButton mode="signin" />, '/signIn');
    await waitFor(() => expect(gis.initialize).toHaveBeenCalled());
    const { callback } = gis.initialize.mock.calls[0][0] as { callback: (r: { credential: string }) => void };
    act(() => callback({ credential: 'bad' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Google sign-in failed: the sign-in could not be verified. Please try again.', error: true }));
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('falls back to our button with the reason when Google’s script cannot load', async () => {
    loadGoogleIdentity.mockRejectedValueOnce(new Error('Google sign-in could not be loaded'));
    mockApi({ 'GET /api/user/auth-config': { body: { googleClientId: 'client-123' } } });
    renderPage(<GoogleButton mode="signin" />, '/signIn');
    const button = await screen.findByRole('button', { name: 'Sign In with Google' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
    expect(alert()).toMatchObject({ msg: 'Google sign-in could not be loaded', error: true });
  });
});
