import { describe, expect, it } from 'vitest';
import { hideOffscreenSlides } from './use-swiper-edges';

const slides = (n: number) => Array.from({ length: n }, () => document.createElement('div'));
const inert = (els: HTMLElement[]) => els.map((el) => el.hasAttribute('inert'));

describe('hideOffscreenSlides', () => {
  it('leaves only the slides in view focusable, following the carousel as it moves and at its end', () => {
    const els = slides(6);
    const view = { slides: els, params: { slidesPerView: 2 as number | 'auto' }, activeIndex: 0, isEnd: false };
    hideOffscreenSlides(view);
    expect(inert(els)).toEqual([false, false, true, true, true, true]);
    hideOffscreenSlides({ ...view, activeIndex: 2 });
    expect(inert(els)).toEqual([true, true, false, false, true, true]);
    // At the end the last ones are in view, whatever index the carousel stopped at.
    hideOffscreenSlides({ ...view, activeIndex: 3, isEnd: true });
    expect(inert(els)).toEqual([true, true, true, true, false, false]);
    // The sidebar's one slide at a time.
    hideOffscreenSlides({ ...view, params: { slidesPerView: 1 }, activeIndex: 1 });
    expect(inert(els)).toEqual([true, false, true, true, true, true]);
    // 'auto': nothing is hidden.
    hideOffscreenSlides({ ...view, params: { slidesPerView: 'auto' } });
    expect(inert(els)).toEqual([false, false, false, false, false, false]);
  });
});
