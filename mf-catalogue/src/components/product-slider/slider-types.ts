import type { Product } from '@storefront/shared';

export interface SliderBreakpoint {
  slidesPerView: number;
  slidesPerGroup?: number;
}

export interface ProductSliderProps {
  products: Product[];
  /** Cards in view on wide screens (default 4). */
  slidesPerView?: number;
  /** Cards moved per arrow click (default 3: home sliders page in groups of 3). */
  slidesPerGroup?: number;
  spaceBetween?: number;
  /** Swiper breakpoints by minimum window width, e.g. { 350: { slidesPerView: 1 }, 750: { slidesPerView: 5 } }. */
  breakpoints?: Record<number, SliderBreakpoint>;
  /** Previous/next arrows (default true). */
  navigation?: boolean;
  /** Dims the slider while its products are being replaced. */
  loading?: boolean;
  /** Changing it returns the slider to the first slide. */
  resetKey?: string | number;
  /** Accessible name of the slider region. */
  label?: string;
}
