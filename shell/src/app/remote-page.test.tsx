import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlicePages } from '@storefront/shared';

const loadPages = vi.fn<(remote: string) => Promise<SlicePages>>();
const reloadRemote = vi.fn(async (_remote: string) => {});
vi.mock('./remotes', () => ({ loadPages: (r: string) => loadPages(r), loadedPages: () => undefined, reloadRemote: (r: string) => reloadRemote(r) }));

const { RemotePage } = await import('./remote-page');

beforeEach(() => {
  loadPages.mockReset();
  reloadRemote.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemotePage', () => {
  it('shows a loading state, then the remote page', async () => {
    loadPages.mockResolvedValue({ Cart: () => <h1>Your Cart</h1> });
    render(<RemotePage remote="mf_cart_checkout" page="Cart" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Cart and checkout');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('shows a fallback when the remote cannot be loaded, and retry loads it once it is back', async () => {
    loadPages.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ Cart: () => <h1>Your Cart</h1> });
    render(<RemotePage remote="mf_cart_checkout" page="Cart" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart and checkout is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadRemote).toHaveBeenCalledWith('mf_cart_checkout');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering in its own error boundary', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    loadPages.mockResolvedValue({ ProductDetail: Broken });
    render(
      <div>
        <header>Header still here</header>
        <RemotePage remote="mf_product" page="ProductDetail" />
      </div>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Product page is unavailable right now');
    expect(screen.getByText('Header still here')).toBeInTheDocument();
  });
});
