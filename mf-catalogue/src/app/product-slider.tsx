// Lent to other slices: `import('mf_catalogue/ProductSlider')`,
// default export ProductSlider({ products, slidesPerView?, slidesPerGroup?, breakpoints?, ... }).
export { ProductSlider as default } from '../components/product-slider/product-slider';
export type { ProductSliderProps } from '../components/product-slider/slider-types';
