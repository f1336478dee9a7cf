// What mf-product lends to other slices and borrows from them, typed with the interfaces its code
// uses. `node scripts/release.mjs publish` reads both and refuses a version that no longer fits a
// slice running in the environment (scripts/release/contract.mjs).
import type { ProductSliderProps } from '../features/related-products/components/related-products';
import type { QuickViewProps } from './quick-view';

/** Exposed module -> the props it takes. */
export interface Lends {
  './QuickView': QuickViewProps;
}

/** `<remote>/<module>` -> the props this slice passes it. */
export interface Borrows {
  'mf_catalogue/ProductSlider': ProductSliderProps;
}
