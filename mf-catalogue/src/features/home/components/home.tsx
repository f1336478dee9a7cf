import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { HOME_LIST, locationAtom, type Product } from '@storefront/shared';
import { SliceRoot } from '../../../components/slice-root';
import { ProductCard } from '../../product-card/components/product-card';
import { getProducts } from '../api/get-products';

export function Home() {
  const location = useAtomValue(locationAtom);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const ctrl = new AbortController();
    getProducts({ ...HOME_LIST, location }, ctrl.signal)
      .then((res) => {
        if (res.ok) setProducts(res.data.products);
        else setError(res.msg);
      })
      .catch(() => {});
    return () => ctrl.abort();
  }, [location]);
  return (
    <SliceRoot className="container py-4">
      <h2 className="h4 mb-3">Popular Products</h2>
      {error && <p role="alert" className="text-danger">{error}</p>}
      {!products && !error && <div className="spinner-border text-success" role="status"><span className="visually-hidden">Loading products</span></div>}
      {products && (
        <div className="row g-3">
          {products.map((p) => (
            <div key={p.id} className="col-6 col-md-4 col-lg-3">
              <ProductCard product={p} />
            </div>
          ))}
        </div>
      )}
    </SliceRoot>
  );
}
