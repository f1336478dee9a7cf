export { ProductCard as default } from '../features/product-card/components/product-card';
