import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATING_ATTRIBUTE } from '@storefront/shared';
import { whenNoPartHydrating } from './settled';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('whenNoPartHydrating', () => {
  afterEach(() => vi.useRealTimers());

  it('says so at once when no greyed control is left', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button>Quick view</button>';
    const done = vi.fn();
    whenNoPartHydrating(root, done, 8000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for the last greyed control to come alive (a part hydrating after its region)', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<button ${HYDRATING_ATTRIBUTE}="" disabled>Quick view</button><div><button ${HYDRATING_ATTRIBUTE}="" disabled>Heart</button></div>`;
    const done = vi.fn();
    whenNoPartHydrating(root, done, 8000);
    const [a, b] = root.querySelectorAll('button');
    a.removeAttribute(HYDRATING_ATTRIBUTE);
    await flush();
    expect(done).not.toHaveBeenCalled();
    b.removeAttribute(HYDRATING_ATTRIBUTE);
    await flush();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('counts a greyed control that leaves the page as settled', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<section><button ${HYDRATING_ATTRIBUTE}="" disabled>Quick view</button></section>`;
    const done = vi.fn();
    whenNoPartHydrating(root, done, 8000);
    root.querySelector('section')!.remove();
    await flush();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('gives up after its bound when a part never hydrates, and says so once', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = `<button ${HYDRATING_ATTRIBUTE}="" disabled>Quick view</button>`;
    const done = vi.fn();
    whenNoPartHydrating(root, done, 8000);
    vi.advanceTimersByTime(7999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    root.querySelector('button')!.removeAttribute(HYDRATING_ATTRIBUTE);
    await vi.runAllTimersAsync();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
