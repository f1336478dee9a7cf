// What the account forms' tests share: a fresh store, fake timers that still move on their own (so a
// test can step through the screens' delayed navigation), no fetch stub or stored code left over,
// a user-event bound to those timers, and typing into fields by their labels.
import { act, screen, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { chromeHiddenAtom, store } from '@storefront/shared';
import { alert, location, resetStore } from './render';

/** Registers the hooks of a form test file; `stored` goes into localStorage before each test. */
export function setUpFormTests(stored: Record<string, string> = {}): void {
  beforeEach(() => {
    resetStore();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
}

export const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
export type User = ReturnType<typeof user>;

/** Types each value into the field labelled by its key, in order (empty values are skipped). */
export async function fill(fields: Record<string, string>, u: User = user(), scope: BoundFunctions<typeof queries> = screen): Promise<User> {
  for (const [label, value] of Object.entries(fields)) if (value) await u.type(scope.getByLabelText(label), value);
  return u;
}

/**
 * Submits with `button` after typing each step's fields, expecting the step's error each time: the
 * form's checks speak in the order the screen promises, and nothing is sent meanwhile.
 */
export async function expectChecksInOrder(u: User, button: string, steps: [fields: Record<string, string>, msg: string][]): Promise<void> {
  for (const [fields, msg] of steps) {
    await fill(fields, u);
    await u.click(screen.getByRole('button', { name: button }));
    expect(alert()).toMatchObject({ msg, error: true });
  }
}

/** The screen moves from `from` to `to` once `ms` have passed, and not a moment before. */
export async function expectMoveAfter(ms: number, from: string, to: string): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms - 100));
  expect(location()).toBe(from);
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(location()).toBe(to);
}

/** The form hides the header and footer; its Cancel leads to / and brings them back. */
export async function expectCancelShowsChrome(): Promise<void> {
  expect(store.get(chromeHiddenAtom)).toBe(true);
  await user().click(screen.getByRole('link', { name: 'Cancel' }));
  expect(location()).toBe('/');
  expect(store.get(chromeHiddenAtom)).toBe(false);
}
