import type { Product } from '@storefront/shared';
import { ProductCard } from '../features/product-card/components/product-card';

/** A horizontal strip of product cards (other slices use it for related products). */
export default function ProductSlider({ products }: { products: Product[] }) {
  return (
    <div className="d-flex gap-3 overflow-auto pb-2">
      {products.map((p) => (
        <div key={p.id} style={{ minWidth: 200, maxWidth: 220 }}>
          <ProductCard product={p} />
        </div>
      ))}
    </div>
  );
}
