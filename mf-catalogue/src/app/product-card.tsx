// Lent to other slices: `import('mf_catalogue/ProductCard')`, default export ProductCard({ product }).
export { ProductCard as default } from '../components/product-card/product-card';
