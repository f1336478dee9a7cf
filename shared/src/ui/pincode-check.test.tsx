import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { PincodeCheck } from './pincode-check';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PincodeCheck as the product page hydrates', () => {
  it("keeps a pincode typed before the scripts ran, over the one this browser checked last", async () => {
    localStorage.setItem(STORAGE_KEYS.lastPincode, '110001');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PincodeCheck />);
    document.body.appendChild(container);
    const input = container.querySelector<HTMLInputElement>('input[name="pincode"]')!;
    input.value = '560025';
    await act(async () => {
      hydrateRoot(container, <PincodeCheck />);
    });
    expect(input.value).toBe('560025');
    const asked = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(asked.some((u) => u.includes('110001'))).toBe(false);
  });

  it('checks the pincode this browser checked last when nothing was typed', async () => {
    localStorage.setItem(STORAGE_KEYS.lastPincode, '110001');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PincodeCheck />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <PincodeCheck />);
    });
    expect(container.querySelector<HTMLInputElement>('input[name="pincode"]')!.value).toBe('110001');
    expect(fetchMock.mock.calls.map((c) => String(c[0])).some((u) => u.includes('/api/pincodes/110001'))).toBe(true);
  });
});
