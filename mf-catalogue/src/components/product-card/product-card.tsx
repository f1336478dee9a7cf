import { useEffect, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { cutCardName, formatINR, HYDRATING_ATTRIBUTE, Picture, TIMINGS, useHydrated, useServerRendered, type Product } from '@storefront/shared';
import { ExpandIcon, HeartIcon } from '@storefront/shared/ui/icons';
import { LinkButton } from '@storefront/shared/ui/link-button';
import { StarRating } from '@storefront/shared/ui/star-rating';
import { QuickViewHost } from './quick-view-host';
import { useMyListStatus } from './use-my-list-status';
import styles from './product-card.module.css';

/** What the card's heart form tells the shop's server (shell/src/ssr/forms.ts): say the card's words. */
export const CARD_HEART_FROM = 'card';

/** A click the browser would open elsewhere (a new tab or window): the link keeps it. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Cards are lazy, so the browser sizes them by their laid-out box ('auto'); the rest is for
 * browsers without that: two a row on phones, four to six on wider screens.
 */
const CARD_SIZES = 'auto, (max-width: 575px) 50vw, (max-width: 991px) 33vw, 20vw';

export interface ProductCardProps {
  product: Product;
  /** One-column listings show the card as a wide row with the description. */
  layout?: 'tile' | 'row';
  /** The first cards of a listing: their pictures are asked for first (they are the page's largest). */
  priority?: boolean;
}

/** The product card of every list and slider (spec §2 "Product card"); lent to other slices. */
export function ProductCard({ product, layout = 'tile', priority = false }: ProductCardProps) {
  // A card the server rendered paints its picture at once under a skeleton that CSS removes after
  // the same 500 ms (spec §2), counted from the first paint instead of from hydration.
  const serverRendered = useServerRendered();
  const [served] = useState(serverRendered);
  const [skeleton, setSkeleton] = useState(!served);
  const [hovered, setHovered] = useState(false);
  const [quickView, setQuickView] = useState<'never' | 'open' | 'closed'>('never');
  const { inList, busy, check, toggle } = useMyListStatus(product);
  // Until the card has hydrated its Quick view is a link to the product page and its heart posts
  // its form to the shop's server: both work before the scripts and without them. They carry the
  // hydrating mark meanwhile, so the page says it works only once they are the scripts' own.
  const hydrated = useHydrated();
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '' };

  useEffect(() => {
    if (served) return;
    const t = setTimeout(() => setSkeleton(false), TIMINGS.skeletonMs);
    return () => clearTimeout(t);
  }, [served]);

  const href = `/products/${product.id}`;
  const images = product.images ?? [];
  const inStock = product.countInStock >= 1;
  const showSecond = !skeleton && hovered && images.length > 1;

  return (
    <article
      className={`${styles.card} ${layout === 'row' ? styles.row : ''}`}
      data-testid="product-card"
      aria-label={product.name}
      onMouseEnter={() => {
        setHovered(true);
        void check();
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <div className={styles.media}>
        <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          {skeleton ? (
            <>
              {/* Fetched behind the skeleton (when near the viewport), so the picture is there the
                  moment the skeleton goes instead of starting to load then. */}
              <Picture src={images[0]} alt="" className={`${styles.image} ${styles.warming}`} width={300} height={300} sizes={CARD_SIZES} data-testid="card-image-warming" />
              <div className={styles.skeleton} data-testid="card-skeleton" />
            </>
          ) : (
            <>
              <Picture src={images[0]} alt={product.name} className={styles.image} width={300} height={300} sizes={CARD_SIZES} priority={priority} />
              {served && <div className={`${styles.skeleton} ${styles.skeletonOver}`} style={{ '--skeleton-ms': `${TIMINGS.skeletonMs}ms` } as CSSProperties} data-testid="card-skeleton" aria-hidden="true" />}
              {showSecond && (
                <Picture
                  src={images[1]}
                  sizes={CARD_SIZES}
                  alt={`${product.name}, second view`}
                  className={`${styles.image} ${styles.second}`}
                  width={300}
                  height={300}
                  data-testid="card-second-image"
                />
              )}
            </>
          )}
        </Link>
        {product.discount > 0 && <span className={styles.badge}>{product.discount}%</span>}
        <div className={styles.actions}>
          {/* Without scripts (or before them) a link to the product page; with them, the quick view. */}
          <LinkButton
            href={href}
            role={hydrated ? 'button' : undefined}
            className={styles.action}
            aria-label={`Quick view: ${product.name}`}
            title="Quick view"
            {...waiting}
            onClick={(e) => {
              if (opensElsewhere(e)) return;
              e.preventDefault();
              setQuickView('open');
            }}
          >
            <ExpandIcon size={16} />
          </LinkButton>
          {/* The heart is a form: before the scripts run, or without them, the shop's server adds or
              removes the product (POST /my-list/toggle) and brings the shopper back to this page. */}
          <form method="post" action="/my-list/toggle" className={styles.heartForm} onSubmit={(e) => e.preventDefault()}>
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="from" value={CARD_HEART_FROM} />
            <button
              type="submit"
              className={`${styles.action} ${inList ? styles.active : ''}`}
              aria-label={inList ? `${product.name} is in My List` : `Add ${product.name} to My List`}
              aria-pressed={inList}
              title={inList ? 'Remove from My List' : 'Add to My List'}
              disabled={busy}
              {...waiting}
              onClick={() => void toggle()}
            >
              <HeartIcon size={16} filled={inList} />
            </button>
          </form>
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={product.name}>
          <Link to={href}>{cutCardName(product.name)}</Link>
        </h3>
        {layout === 'row' && product.description && <p className={styles.description}>{product.description}</p>}
        <StarRating value={product.rating} />
        <p className={inStock ? styles.inStock : styles.outOfStock}>{inStock ? 'In Stock' : 'Out of Stock'}</p>
        <p className={styles.prices}>
          {product.oldPrice > product.price && (
            <del className={styles.oldPrice}>
              <span className="visually-hidden">Old price </span>
              {formatINR(product.oldPrice)}
            </del>
          )}
          <span className={styles.price}>
            <span className="visually-hidden">Price </span>
            {formatINR(product.price)}
          </span>
        </p>
      </div>
      {quickView !== 'never' && (
        <QuickViewHost productId={product.id} show={quickView === 'open'} onClose={() => setQuickView('closed')} />
      )}
    </article>
  );
}
