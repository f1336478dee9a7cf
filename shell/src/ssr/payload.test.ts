import { describe, expect, it } from 'vitest';
import { movedOnFrom } from './payload';

describe('movedOnFrom', () => {
  it('is true only when the browser is at another address than the one the server rendered', () => {
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(movedOnFrom({ url: '/products/category/c1' }, at('/products/category/c1'))).toBe(false);
    expect(movedOnFrom({ url: '/products/category/c1' }, at('/products/category/c1', '?page=2'))).toBe(true);
    expect(movedOnFrom({ url: '/products/category/c1?page=2' }, at('/products/category/c1'))).toBe(true);
    // (the same address, written with or without its escapes)
    expect(movedOnFrom({ url: '/search?q=%E0%A4%9A%E0%A4%BE%E0%A4%B5%E0%A4%B2' }, at('/search', '?q=चावल'))).toBe(false);
    expect(movedOnFrom({ url: '/search?q=100%' }, at('/search', '?q=100%'))).toBe(false);
    // A page from before the payload named its address: hydrated as before.
    expect(movedOnFrom({}, at('/anything'))).toBe(false);
  });
});
