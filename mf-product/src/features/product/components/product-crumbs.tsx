// The product page's trail back (Home / category / sub-category / the product), the one its
// structured data (shell/src/ssr/head.ts, BreadcrumbList) already gives search engines: a shopper
// who came from a search or a shared link has a way back to the product's shelf.
import { Link } from 'react-router-dom';
import type { Product } from '@storefront/shared';
import styles from './product-crumbs.module.css';

export function ProductCrumbs({ product }: { product: Product }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {product.catId && product.catName && (
          <li>
            <Link to={`/products/category/${product.catId}`}>{product.catName}</Link>
          </li>
        )}
        {product.subCatId && product.subCat && (
          <li>
            <Link to={`/products/subCat/${product.subCatId}`}>{product.subCat}</Link>
          </li>
        )}
        <li>
          <span aria-current="page">{product.name}</span>
        </li>
      </ol>
    </nav>
  );
}
