// The product information shared by the detail page and the quick-view dialog: name, brand,
// rating, prices, stock, description, options, quantity and the cart/wishlist/compare actions.
import { useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { formatINR, HYDRATING_ATTRIBUTE, useHydrated, useTypedBeforeHydration, type Product } from '@storefront/shared';
import { typedQuantity } from '@storefront/shared/rules';
import { CartIcon, CompareIcon, HeartIcon } from '@storefront/shared/ui/icons';
import { PincodeCheck } from '@storefront/shared/ui/pincode-check';
import { StarRating } from '@storefront/shared/ui/star-rating';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useProductOptions } from '../hooks/use-product-options';
import { useWishlist } from '../hooks/use-wishlist';
import { OptionList } from './option-list';
import { QuantityBox } from './quantity-box';
import styles from './product-summary.module.css';
import { LinkButton } from '@storefront/shared/ui/link-button';

export interface ProductSummaryProps {
  product: Product;
  /** Shown beside the stars; the page passes the loaded reviews' count. */
  reviewCount: number;
  /** When given, the review count is a button (the page scrolls to its Reviews tab). */
  onReviewsClick?: () => void;
  /**
   * The page with its Reviews tab open (`?tab=reviews#...`): before the scripts run, or without
   * them, the review count is a link there.
   */
  reviewsHref?: string;
  /** 'page': heading level 1, icon buttons with tooltips. 'dialog': heading level 2, labelled buttons. */
  variant: 'page' | 'dialog';
  wishlistSuccessMsg: string;
  headingId?: string;
  /** Dialog: the name links to the product page; called when the shopper follows it. */
  onOpenDetails?: () => void;
}

/** A click the browser would open elsewhere (a new tab or window): the link keeps it. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

export function reviewCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'Review' : 'Reviews'}`;
}

export function ProductSummary(props: ProductSummaryProps) {
  const { product, reviewCount, onReviewsClick, reviewsHref, variant, wishlistSuccessMsg, headingId, onOpenDetails } = props;
  const [quantity, setQuantity] = useState<number | null>(1);
  const formRef = useRef<HTMLFormElement>(null);
  const options = useProductOptions(product);
  // A quantity typed and options chosen before the scripts ran are the ones Add to cart sends
  // (the quantity within 1 and the stock).
  useTypedBeforeHydration(formRef, { quantity: '1', ...Object.fromEntries(options.lists.map((l) => [l.key, ''])) }, (typed) => {
    if (typed.quantity !== undefined) {
      // (a whole number only: '1.5' is no quantity, and Add to cart then asks for one)
      const n = typedQuantity(typed.quantity);
      setQuantity(n >= 1 ? Math.min(n, Math.max(1, product.countInStock)) : null);
    }
    for (const l of options.lists) if (typed[l.key]) options.choose(l.key, typed[l.key]);
  });
  // Until the summary has hydrated the review count is a plain link to the Reviews tab (marked
  // meanwhile, so the page says it works only once the scripts own it).
  const hydrated = useHydrated();
  const cart = useAddToCart(product);
  const wishlist = useWishlist(product, wishlistSuccessMsg);
  const inStock = product.countInStock >= 1;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const wishLabel = wishlist.added ? 'Added to Wishlist' : 'Add to Wishlist';

  // Before the scripts run (or without them) the heart and Add to cart post their form to the shop's
  // server (shell/src/ssr/forms.ts), which answers with the same messages; the scripts then do it here.
  const wishButton = (
    <button
      type="submit"
      formAction="/my-list/toggle"
      className={`${variant === 'page' ? styles.iconAction : styles.textAction} ${wishlist.added ? styles.wished : ''}`}
      onClick={() => void wishlist.toggle()}
      disabled={wishlist.saving}
      aria-label={variant === 'page' ? wishLabel : undefined}
      // (the tooltip without scripts: CSS shows it on hover and focus only when scripting is off)
      data-tip={variant === 'page' ? wishLabel : undefined}
    >
      <HeartIcon size={18} filled={wishlist.added} />
      {variant === 'dialog' && <span>{wishLabel}</span>}
    </button>
  );
  const compareButton = (
    // Add to Compare does nothing, as the spec says (decisions 5).
    <button
      type="button"
      className={variant === 'page' ? styles.iconAction : styles.textAction}
      aria-label={variant === 'page' ? 'Add to Compare' : undefined}
    >
      <CompareIcon size={18} />
      {variant === 'dialog' && <span>Compare</span>}
    </button>
  );

  return (
    <div className={styles.summary}>
      <Heading id={headingId} className={variant === 'page' ? styles.name : styles.nameDialog}>
        {onOpenDetails ? (
          <Link to={`/products/${product.id}`} onClick={onOpenDetails}>{product.name}</Link>
        ) : (
          product.name
        )}
      </Heading>

      <div className={styles.meta}>
        <span>Brands: <strong>{product.brand}</strong></span>
        <span className={styles.ratingLine}>
          <StarRating value={product.rating} />
          {onReviewsClick ? (
            <LinkButton
              href={reviewsHref ?? `?tab=reviews`}
              role={hydrated ? 'button' : undefined}
              className={styles.reviewLink}
              {...(hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '' })}
              onClick={(e: MouseEvent) => {
                if (opensElsewhere(e)) return;
                e.preventDefault();
                onReviewsClick();
              }}
            >
              {reviewCountLabel(reviewCount)}
            </LinkButton>
          ) : (
            <span className={styles.reviewCount}>{reviewCountLabel(reviewCount)}</span>
          )}
        </span>
      </div>

      <p className={styles.prices}>
        {product.oldPrice > product.price && (
          <del className={styles.oldPrice}>
            <span className="visually-hidden">Old price </span>{formatINR(product.oldPrice)}
          </del>
        )}
        <span className={styles.price}>
          <span className="visually-hidden">Price </span>{formatINR(product.price)}
        </span>
      </p>

      <span className={`${styles.stock} ${inStock ? styles.inStock : styles.outOfStock}`}>
        {inStock ? 'IN STOCK' : 'OUT OF STOCK'}
      </span>

      {product.description && <p className={styles.description}>{product.description}</p>}

      {/* The options are the form's radio buttons: chosen before the scripts run, or without them, they are posted with it. */}
      <form ref={formRef} method="post" action="/cart/add" onSubmit={(e) => e.preventDefault()}>
        <input type="hidden" name="productId" value={product.id} />
        {options.lists.map((l) => (
          <OptionList
            key={l.key}
            name={l.key}
            label={l.label}
            values={l.values}
            selected={options.chosen[l.key]}
            error={options.errors.has(l.key)}
            onSelect={(v) => options.choose(l.key, v)}
          />
        ))}
        <div className={styles.actions}>
          {/* Out of stock (decisions §6): Add to cart and the quantity are disabled next to the badge. */}
          <QuantityBox value={quantity} max={product.countInStock} onChange={setQuantity} disabled={!inStock} />
          <button
            type="submit"
            className={`${styles.addToCart} ${inStock ? '' : styles.soldOut}`}
            onClick={(e) => {
              if (cart.adding) e.preventDefault();
              else void cart.add(quantity, options.check, options.chosen);
            }}
            // (while adding it stays focusable, so a keyboard's focus is not dropped to the page)
            disabled={!inStock}
            aria-disabled={cart.adding || undefined}
          >
            <CartIcon size={18} />
            {cart.adding ? 'adding...' : 'Add to cart'}
          </button>
          {variant === 'page' ? (
            <>
              <OverlayTrigger placement="top" overlay={<Tooltip id={`mf-product-wish-${product.id}`}>{wishLabel}</Tooltip>}>
                {wishButton}
              </OverlayTrigger>
              <OverlayTrigger placement="top" overlay={<Tooltip id={`mf-product-compare-${product.id}`}>Add to Compare</Tooltip>}>
                {compareButton}
              </OverlayTrigger>
            </>
          ) : (
            <div className={styles.textActions}>
              {wishButton}
              {compareButton}
            </div>
          )}
        </div>
      </form>

      {/* Decisions §7: whether and when it can be delivered, before paying. */}
      {variant === 'page' && <PincodeCheck form className={styles.pincode} />}
    </div>
  );
}
