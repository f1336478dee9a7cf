// The quick-view dialog other slices open from a product card (filled in by the product slice).
import { Link } from 'react-router-dom';

export default function QuickView({ productId, onClose }: { productId: string; onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Quick view">
      <Link to={`/products/${productId}`} onClick={onClose}>View product</Link>
    </div>
  );
}
