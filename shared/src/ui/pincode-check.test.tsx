import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { PincodeCheck } from './pincode-check';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's widget in the page, this browser having checked 110001 last, hydrated after `typed` (if any) was typed. */
async function hydrateAfter(typed?: string) {
  localStorage.setItem(STORAGE_KEYS.lastPincode, '110001');
  const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PincodeCheck />);
  document.body.appendChild(container);
  const input = container.querySelector<HTMLInputElement>('input[name="pincode"]')!;
  if (typed !== undefined) input.value = typed;
  await act(async () => {
    hydrateRoot(container, <PincodeCheck />);
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
