import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { cartItemsAtom, cartTotalsAtom, cutCartTitle, formatINR, imageUrl, refreshCart, SHIPPING_LABEL } from '@storefront/shared';
import { SliceRoot } from '../../../components/slice-root';
import { RequireAuth } from '../../../lib/require-auth';

function CartScreen() {
  const items = useAtomValue(cartItemsAtom);
  const totals = useAtomValue(cartTotalsAtom);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void refreshCart().finally(() => setLoaded(true));
  }, []);

  if (!loaded && items.length === 0) {
    return <div className="text-center py-5"><div className="spinner-border text-success" role="status"><span className="visually-hidden">Loading cart</span></div></div>;
  }
  if (items.length === 0) {
    return (
      <div className="text-center py-5">
        <h1 className="h4">Your Cart is currently empty</h1>
        <Link to="/" className="btn btn-success mt-3">Continue Shopping</Link>
      </div>
    );
  }
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <h1 className="h3">Your Cart</h1>
        <p>There are <strong>{items.length}</strong> products in your cart</p>
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr><th>Product</th><th>Unit Price</th><th>Quantity</th><th>Subtotal</th></tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={`/product/${item.productId}`} className="d-flex gap-2 align-items-center text-decoration-none">
                      <img src={imageUrl(item.image)} alt="" width={56} height={56} className="rounded border" />
                      <span>{cutCartTitle(item.productTitle)}</span>
                    </Link>
                  </td>
                  <td>{formatINR(item.price)}</td>
                  <td>{item.quantity}</td>
                  <td>{formatINR(item.subTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="col-lg-4">
        <section className="border rounded-3 p-3" aria-labelledby="cart-totals">
          <h2 id="cart-totals" className="h5">CART TOTALS</h2>
          <dl className="row mb-0">
            <dt className="col-6 fw-normal">Subtotal</dt><dd className="col-6 text-end" data-testid="cart-subtotal">{formatINR(totals.subtotal)}</dd>
            <dt className="col-6 fw-normal">Tax (18%)</dt><dd className="col-6 text-end" data-testid="cart-tax">{formatINR(totals.tax)}</dd>
            <dt className="col-6 fw-normal">Shipping</dt><dd className="col-6 text-end">{SHIPPING_LABEL}</dd>
            <dt className="col-6">Total</dt><dd className="col-6 text-end fw-bold" data-testid="cart-total">{formatINR(totals.total)}</dd>
          </dl>
          <Link to="/checkout" className="btn btn-success w-100 mt-3">Checkout</Link>
        </section>
      </div>
    </div>
  );
}

export function Cart() {
  return (
    <SliceRoot className="container py-4">
      <RequireAuth>
        <CartScreen />
      </RequireAuth>
    </SliceRoot>
  );
}
