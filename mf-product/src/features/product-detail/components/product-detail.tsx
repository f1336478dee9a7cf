import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatINR, imageUrl, type Product } from '@storefront/shared';
import { SliceRoot } from '../../../components/slice-root';
import { getProduct } from '../api/get-product';

type State = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing'; msg: string };

export function ProductDetail() {
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    window.scrollTo(0, 0);
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    getProduct(id, ctrl.signal)
      .then((res) => setState(res.ok ? { status: 'ready', product: res.data } : { status: 'missing', msg: res.msg }))
      .catch(() => {});
    return () => ctrl.abort();
  }, [id]);

  if (state.status === 'loading') {
    return (
      <SliceRoot className="container py-5 text-center">
        <div className="spinner-border text-success" role="status"><span className="visually-hidden">Loading product</span></div>
      </SliceRoot>
    );
  }
  if (state.status === 'missing') {
    return (
      <SliceRoot className="container py-5 text-center">
        <h1 className="h4">Product not found</h1>
        <p className="text-muted">{state.msg}</p>
        <Link to="/" className="btn btn-success">Continue Shopping</Link>
      </SliceRoot>
    );
  }
  const p = state.product;
  const inStock = p.countInStock >= 1;
  return (
    <SliceRoot className="container py-4">
      <div className="row g-4">
        <div className="col-md-5">
          <div className="position-relative">
            {p.discount > 0 && <span className="badge bg-success position-absolute m-2">{p.discount}%</span>}
            <img src={imageUrl(p.images[0])} alt={p.name} className="img-fluid rounded border w-100" width={600} height={600} />
          </div>
          <div className="d-flex gap-2 mt-2">
            {p.images.map((src, i) => (
              <img key={src} src={imageUrl(src)} alt={`${p.name} view ${i + 1}`} width={72} height={72} className="rounded border" />
            ))}
          </div>
        </div>
        <div className="col-md-7">
          <h1 className="h3">{p.name}</h1>
          <p className="text-muted mb-2">Brands: <strong>{p.brand}</strong></p>
          <p className="mb-2">
            {p.oldPrice > p.price && <del className="text-muted me-2">{formatINR(p.oldPrice)}</del>}
            <span className="fs-4 fw-bold text-danger">{formatINR(p.price)}</span>
          </p>
          <span className={`badge ${inStock ? 'bg-success' : 'bg-danger'} mb-3`}>{inStock ? 'IN STOCK' : 'OUT OF STOCK'}</span>
          <p>{p.description}</p>
        </div>
      </div>
    </SliceRoot>
  );
}
