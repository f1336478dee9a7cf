import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cutCardName, formatINR, imageUrl, TIMINGS, type Product } from '@storefront/shared';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
}

export function ProductCard({ product }: ProductCardProps) {
  const [skeleton, setSkeleton] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setSkeleton(false), TIMINGS.skeletonMs);
    return () => clearTimeout(t);
  }, []);
  const inStock = product.countInStock >= 1;
  return (
    <article className={styles.card} data-testid="product-card" aria-label={product.name}>
      <Link to={`/products/${product.id}`} className={styles.imageWrap}>
        {product.discount > 0 && <span className={styles.badge}>{product.discount}%</span>}
        {skeleton ? (
          <div className={styles.skeleton} data-testid="card-skeleton" aria-hidden="true" />
        ) : (
          <img src={imageUrl(product.images[0])} alt={product.name} className={styles.image} loading="lazy" width={300} height={300} />
        )}
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name} title={product.name}>
          <Link to={`/products/${product.id}`}>{cutCardName(product.name)}</Link>
        </h3>
        <p className={inStock ? styles.inStock : styles.outOfStock}>{inStock ? 'In Stock' : 'Out of Stock'}</p>
        <p className={styles.prices}>
          {product.oldPrice > product.price && <del className={styles.oldPrice}>{formatINR(product.oldPrice)}</del>}
          <span className={styles.price}>{formatINR(product.price)}</span>
        </p>
      </div>
    </article>
  );
}
