// What mf-catalogue lends to other slices and borrows from them, typed with the interfaces its code
// uses. `node scripts/release.mjs publish` reads both and refuses a version that no longer fits a
// slice running in the environment (scripts/release/contract.mjs).
import type { QuickViewProps } from '../components/product-card/quick-view-host';
import type { ProductCardProps } from '../components/product-card/product-card';
import type { ProductSliderProps } from '../components/product-slider/slider-types';

/** Exposed module -> the props it takes. */
export interface Lends {
  './ProductCard': ProductCardProps;
  './ProductSlider': ProductSliderProps;
}

/** `<remote>/<module>` -> the props this slice passes it. */
export interface Borrows {
  'mf_product/QuickView': QuickViewProps;
}
