import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, resetStore, setWindowWidth, stubFetch } from '../../../lib/test-utils';
import { BottomBar } from './bottom-bar';
import { GoToTop } from './go-to-top';
import { Layout } from './layout';
import { Header } from './header';

// Counts the renders of a part inside the header: it renders again only when the header renders
// with something changed (a header called again with nothing changed leaves its parts alone).
const logo = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../../components/logo', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../components/logo')>();
  return {
    ...real,
    Logo: (props: Parameters<typeof real.Logo>[0]) => {
      logo.renders += 1;
      return real.Logo(props);
    },
  };
});

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
    // the scroll hook reads the position on the next animation frame
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  });
}

beforeEach(() => {
  resetStore();
  stubFetch({});
  setWindowWidth(1280);
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('scroll-driven chrome', () => {
  it('fixes the header only after more than 100 px of scrolling', async () => {
    renderWithShell(<Header />);
    const header = screen.getByRole('banner');
    await scrollTo(100);
    expect(header).not.toHaveAttribute('data-fixed');
    await scrollTo(101);
    expect(header).toHaveAttribute('data-fixed', 'true');
    await scrollTo(40);
    expect(header).not.toHaveAttribute('data-fixed');
  });

  it('gives the page the fixed bar\'s height only once the bar is fixed (nothing restyles the whole page while it loads)', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    const view = renderWithShell(<Header />);
    const root = document.documentElement.style;
    await scrollTo(0);
    expect(root.getPropertyValue('--shell-fixed-bar-h')).toBe('');
    await scrollTo(101);
    expect(root.getPropertyValue('--shell-fixed-bar-h')).toBe('64px');
    await scrollTo(0);
    expect(root.getPropertyValue('--shell-fixed-bar-h')).toBe('64px');
    view.unmount();
    expect(root.getPropertyValue('--shell-fixed-bar-h')).toBe('');
    height.mockRestore();
  });

  it('measures the bar without rendering the header a second time as the page settles', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    logo.renders = 0;
    renderWithShell(<Header />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(logo.renders).toBe(1);
    // The height measured in the flow still holds the bar's place once it is fixed.
    await scrollTo(101);
    expect(screen.getByRole('banner').querySelector(':scope > div')).toHaveStyle({ height: '64px' });
    height.mockRestore();
  });

  it('shows the go-to-top button only after more than 500 px, and it scrolls to the top', async () => {
    const scrollSpy = vi.fn();
    window.scrollTo = scrollSpy as unknown as typeof window.scrollTo;
    const user = userEvent.setup();
    renderWithShell(<GoToTop />);
    await scrollTo(500);
    expect(screen.queryByRole('button', { name: 'Go to top' })).not.toBeInTheDocument();
    await scrollTo(501);
    await user.click(screen.getByRole('button', { name: 'Go to top' }));
    expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('on a phone, go-to-top is a tab of the bottom bar and never floats over the page', async () => {
    setWindowWidth(390);
    const scrollSpy = vi.fn();
    window.scrollTo = scrollSpy as unknown as typeof window.scrollTo;
    const user = userEvent.setup();
    renderWithShell(<Layout><p>page</p></Layout>, { route: '/cart' });
    const bar = screen.getByRole('navigation', { name: 'Shortcuts' });
    await scrollTo(501);
    // Both are in the page; where the bottom bar shows (992 px and below) CSS hides the floating one.
    const buttons = screen.getAllByRole('button', { name: 'Go to top' });
    expect(buttons).toHaveLength(2);
    const [docked, floating] = buttons;
    expect(bar).toContainElement(docked);
    expect(floating.className).toMatch(/floatingTop/);
    expect(floating.closest('[data-boundary="shell"]')?.className).toMatch(/withBottomBar/);
    await user.click(docked);
    expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Go to top' })).not.toBeInTheDocument();
  });

  it('the bottom bar carries the go-to-top tab once the page has scrolled', async () => {
    renderWithShell(<BottomBar />, { route: '/cart' });
    await scrollTo(501);
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toContainElement(screen.getByRole('button', { name: 'Go to top' }));
  });
});
