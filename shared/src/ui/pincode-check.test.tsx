import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { PINCODE_INVALID } from '../rules';
import { PincodeCheck } from './pincode-check';

/** In the shop's router, at `url`. */
const at = (ui: ReactElement, url = '/products/p1') => <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>;

function stubFetch() {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((c) => String(c[0]));
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVED_KARNATAKA = { pincode: '560034', serviceable: true, state: 'Karnataka', days: 2, deliveryDate: '2026-12-04', cod: true };

/** The server's widget in the page, this browser having checked 110001 last, hydrated after `typed` (if any) was typed. */
async function hydrateAfter(typed?: string) {
  localStorage.setItem(STORAGE_KEYS.lastPincode, '110001');
  const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const container = document.createElement('div');
  container.innerHTML = renderToString(at(<PincodeCheck />));
  document.body.appendChild(container);
  const input = container.querySelector<HTMLInputElement>('input[name="pincode"]')!;
  if (typed !== undefined) input.value = typed;
  await act(async () => {
    hydrateRoot(container, at(<PincodeCheck />));
  });
  return { input, asked: fetchMock.mock.calls.map((c) => String(c[0])) };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PincodeCheck as the product page hydrates', () => {
  it('keeps a pincode typed before the scripts ran, over the one this browser checked last', async () => {
    const { input, asked } = await hydrateAfter('560025');
    expect(input.value).toBe('560025');
    expect(asked.some((u) => u.includes('110001'))).toBe(false);
  });

  it('checks the pincode this browser checked last when nothing was typed', async () => {
    const { input, asked } = await hydrateAfter();
    expect(input.value).toBe('110001');
    expect(asked.some((u) => u.includes('/api/pincodes/110001'))).toBe(true);
  });
});

describe("PincodeCheck as the product page's own form", () => {
  it('is a GET form to its page with a real Check button, so it works before the scripts run and without them', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(at(<PincodeCheck form />, '/products/p1?pincode=560001'));
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/products/p1');
    const check = form.querySelector('button')!;
    expect(check.type).toBe('submit');
    expect(check.disabled).toBe(false);
    expect(form.querySelector<HTMLInputElement>('input[name="pincode"]')!.value).toBe('560001');
  });

  it('answers a malformed pincode from the address at once, without asking the API', async () => {
    const asked = stubFetch();
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(at(<PincodeCheck form />, '/products/p1?pincode=12345'));
    expect(container.textContent).toContain(PINCODE_INVALID);
    await act(async () => {
      hydrateRoot(container, at(<PincodeCheck form />, '/products/p1?pincode=12345'));
    });
    expect(container.textContent).toContain(PINCODE_INVALID);
    expect(asked()).toEqual([]);
  });

  it('checks the pincode in the address (not the one this browser checked last) when the server did not answer it', async () => {
    localStorage.setItem(STORAGE_KEYS.lastPincode, '110001');
    const asked = stubFetch();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(at(<PincodeCheck form />, '/products/p1?pincode=560001'));
    });
    expect(asked().some((u) => u.includes('/api/pincodes/560001'))).toBe(true);
    expect(asked().some((u) => u.includes('110001'))).toBe(false);
  });

  it("takes a pincode written '560 025' (with a space or a hyphen), in the box and in the address", async () => {
    const asked = stubFetch();
    const container = document.createElement('div');
    container.innerHTML = renderToString(at(<PincodeCheck form />, '/products/p1?pincode=560+025'));
    const box = container.querySelector<HTMLInputElement>('input[name="pincode"]')!;
    expect(box.value).toBe('560025');
    expect(box.maxLength).toBeGreaterThanOrEqual('560 025'.length);
    expect(container.textContent).not.toContain(PINCODE_INVALID);
    expect(renderToString(at(<PincodeCheck form />, '/products/p1?pincode=560-025'))).toContain('value="560025"');
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, at(<PincodeCheck form />, '/products/p1?pincode=560+025'));
    });
    expect(asked().some((u) => u.includes('/api/pincodes/560025'))).toBe(true);
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(box, '110 001');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(box.value).toBe('110001');
  });

  it('sends the check through the scripts once they run (no page load)', async () => {
    const asked = stubFetch();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(at(<PincodeCheck form />));
    });
    const form = container.querySelector('form')!;
    const input = form.querySelector<HTMLInputElement>('input[name="pincode"]')!;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, '560001');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(submitted);
    });
    expect(submitted.defaultPrevented).toBe(true);
    expect(asked().some((u) => u.includes('/api/pincodes/560001'))).toBe(true);
  });
});

describe('PincodeCheck at checkout', () => {
  it("takes the address's pincode each time it becomes a valid one, and checks it", async () => {
    const asked = stubFetch();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    const show = (zip: string) => act(async () => root.render(at(<PincodeCheck follow={zip} />, '/checkout')));
    await show('5600');
    const input = container.querySelector<HTMLInputElement>('input[name="pincode"]')!;
    expect(input.value).toBe('5600');
    expect(container.textContent).toContain(PINCODE_INVALID);
    expect(asked().some((u) => u.includes('/api/pincodes/'))).toBe(false);
    await show('560001');
    expect(input.value).toBe('560001');
    expect(asked().filter((u) => u.includes('/api/pincodes/560001'))).toHaveLength(1);
    await show('560001');
    expect(asked().filter((u) => u.includes('/api/pincodes/560001'))).toHaveLength(1);
    await show('110001');
    expect(input.value).toBe('110001');
    expect(asked().some((u) => u.includes('/api/pincodes/110001'))).toBe(true);
  });

  it('drops the answer for the old pincode when the ZIP Code stops being a valid one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(SERVED_KARNATAKA), { status: 200, headers: { 'content-type': 'application/json' } })));
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    const show = (zip: string) => act(async () => root.render(at(<PincodeCheck follow={zip} />, '/checkout')));
    const input = () => container.querySelector<HTMLInputElement>('input[name="pincode"]')!;
    for (const invalid of ['56003', '000000', 'abcdef']) {
      await show('560034');
      expect(container.textContent, invalid).toContain('Cash on Delivery available');
      await show(invalid);
      expect(container.textContent, invalid).not.toContain('Delivery by');
      expect(container.textContent, invalid).not.toContain('Cash on Delivery');
      expect(container.textContent, invalid).toContain(PINCODE_INVALID);
      expect(input().value, invalid).not.toBe('560034');
    }
    // Cleared: no answer at all, and an empty box.
    await show('560034');
    await show('');
    expect(container.textContent).not.toContain('Delivery by');
    expect(container.textContent).not.toContain(PINCODE_INVALID);
    expect(input().value).toBe('');
  });

  it("checks the address's ZIP Code, not the pincode this browser checked last", async () => {
    localStorage.setItem(STORAGE_KEYS.lastPincode, '110001');
    const asked = stubFetch();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(at(<PincodeCheck follow="560034" />, '/checkout')));
    expect(asked().filter((u) => u.includes('/api/pincodes/'))).toEqual([expect.stringContaining('/api/pincodes/560034')]);
  });
});
