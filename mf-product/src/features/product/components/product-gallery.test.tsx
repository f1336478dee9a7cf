import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, renderWithShop, resetStore } from '../../../lib/test-utils';
import { ProductGallery, slideAt } from './product-gallery';

beforeEach(() => resetStore());

const product = () => makeProduct({ name: 'Duffle Bag', discount: 12, images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg', '/f.jpg', '/g.jpg'] });

/** jsdom lays nothing out: give the big row a width and a scrollTo that moves it. */
function layOut(row: HTMLElement, width: number) {
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: width });
  const scrollTo = vi.fn((opts: ScrollToOptions) => {
    row.scrollLeft = opts.left ?? 0;
  });
  row.scrollTo = scrollTo as unknown as typeof row.scrollTo;
  return scrollTo;
}

describe('product gallery', () => {
  it('shows the discount badge, every picture in the big slider and a thumbnail link to each', () => {
    renderWithShop(<ProductGallery product={product()} />);
    expect(screen.getByText('12%')).toBeInTheDocument();
    const big = screen.getByRole('group', { name: 'Duffle Bag pictures' });
    expect(within(big).getAllByRole('img')).toHaveLength(7);
    expect(within(big).getByRole('img', { name: 'Duffle Bag' })).toHaveAttribute('fetchpriority', 'high');
    const thumbs = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('link');
    expect(thumbs).toHaveLength(7);
    // Without scripts a thumbnail is a link to its picture in the row.
    const third = thumbs[2];
    expect(third).toHaveAccessibleName('Show image 3 of 7');
    const target = document.getElementById(third.getAttribute('href')!.slice(1));
    expect(target).toContainElement(within(big).getByRole('img', { name: 'Duffle Bag, view 3' }));
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
  });

  it('slides the big row to a thumbnail\'s picture and marks that thumbnail', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductGallery product={product()} />);
    const big = screen.getByRole('group', { name: 'Duffle Bag pictures' });
    const scrollTo = layOut(big, 400);
    const thumbs = screen.getAllByRole('link', { name: /^Show image/ });
    await user.click(thumbs[3]);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1200 });
    expect(thumbs[3]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
  });

  it('marks the thumbnail of the picture a swipe stops at', () => {
    renderWithShop(<ProductGallery product={product()} />);
    const big = screen.getByRole('group', { name: 'Duffle Bag pictures' });
    layOut(big, 400);
    big.scrollLeft = 2390;
    fireEvent.scroll(big);
    const thumbs = screen.getAllByRole('link', { name: /^Show image/ });
    expect(thumbs[6]).toHaveAttribute('aria-current', 'true');
    expect(thumbs.filter((t) => t.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('one picture: no thumbnails, and a product without pictures still gets its place', () => {
    const { unmount } = renderWithShop(<ProductGallery product={makeProduct({ name: 'Solo', discount: 0, images: ['/a.jpg'] })} />);
    expect(screen.queryByRole('list', { name: 'Pictures' })).not.toBeInTheDocument();
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
    unmount();
    renderWithShop(<ProductGallery product={makeProduct({ name: 'None', images: [] })} />);
    expect(screen.getAllByRole('group', { name: '1 of 1' })).toHaveLength(1);
  });
});

describe('slideAt', () => {
  it('rounds to the nearest slide and stays within the row', () => {
    expect(slideAt(0, 400, 3)).toBe(0);
    expect(slideAt(199, 400, 3)).toBe(0);
    expect(slideAt(201, 400, 3)).toBe(1);
    expect(slideAt(5000, 400, 3)).toBe(2);
    expect(slideAt(-30, 400, 3)).toBe(0);
    expect(slideAt(100, 0, 3)).toBe(0);
  });
});
