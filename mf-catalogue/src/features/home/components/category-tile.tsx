import { Link } from 'react-router-dom';
import { Picture, type Category } from '@storefront/shared';
import styles from './home.module.css';

/** A Featured Categories tile, leading to the category's listing. */
export function CategoryTile({ category, tabIndex }: { category: Category; tabIndex?: number }) {
  return (
    <Link
      to={`/products/category/${category.id}`}
      className={styles.catTile}
      style={{ background: category.color || '#f2f6f4' }}
      tabIndex={tabIndex}
    >
      {/* the name below says what the picture shows */}
      <Picture src={category.images?.[0]} alt="" width={64} height={64} sizes="64px" />
      <span className={styles.catName}>{category.name}</span>
    </Link>
  );
}
