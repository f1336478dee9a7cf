// The product page (/products/:id and /product/:id): where the product, reviews and related
// products features meet.
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BREAKPOINTS, recordRecentlyViewed, SCROLL, usePageTitle } from '@storefront/shared';
import { WISHLIST_ADDED_PAGE } from '@storefront/shared/rules';
import { SliceRoot } from '../components/slice-root';
import { ProductGallery } from '../features/product/components/product-gallery';
import { ProductSummary } from '../features/product/components/product-summary';
import { PRODUCT_TABS_ID, ProductTabs, tabHref, tabOf, type ProductTab } from '../features/product/components/product-tabs';
import { useProduct } from '../features/product/hooks/use-product';
import { RelatedProducts } from '../features/related-products/components/related-products';
import { ReviewsPanel } from '../features/reviews/components/reviews-panel';
import { useProductReviews } from '../features/reviews/hooks/use-product-reviews';
import { ProductCrumbs } from '../features/product/components/product-crumbs';
import styles from './product-detail-page.module.css';

export function ProductDetail() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  const state = useProduct(id);
  const { reviews, failed: reviewsFailed, reload } = useProductReviews(id, tabOf(search) === 'reviews');
  // The address may ask for a tab (`?tab=reviews`: a tab's link followed before the scripts ran, or
  // without them, and the page a review form posted from).
  const [tab, setTab] = useState<ProductTab>(() => tabOf(search));

  // An address landing on the tabs (`?tab=reviews#product-information`: the review count's link
  // followed before the scripts ran) stays on them: not sent to the top, and brought there once the
  // tabs are on the page.
  const landsOnTabs = hash === `#${PRODUCT_TABS_ID}`;
  useEffect(() => {
    if (!landsOnTabs) window.scrollTo(0, 0);
    setTab(tabOf(search));
    // Another product opens on its own tab (its address's), not on this one's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const loaded = state.status === 'ready' ? state.product : null;
  const shown = loaded !== null;
  useEffect(() => {
    if (shown && landsOnTabs) document.getElementById(PRODUCT_TABS_ID)?.scrollIntoView({ block: 'start' });
    // (once per product shown, not again as the shopper moves on)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, id]);
  // The tab is named after the product once it is in (the server's head does the same).
  usePageTitle(loaded ? loaded.name : state.status === 'missing' ? 'Page not found' : undefined);
  useEffect(() => {
    if (loaded) recordRecentlyViewed(loaded);
  }, [loaded]);

  const { refresh } = state;
  const onReviewAdded = useCallback(() => {
    reload();
    refresh();
  }, [reload, refresh]);

  const openReviews = useCallback(() => {
    setTab('reviews');
    // The spec's 550 px is where the tabs stand on a wide screen; on a phone they stand far lower
    // (550 px left them under the bottom bar), so there the section itself is brought into view.
    const section = document.getElementById(PRODUCT_TABS_ID);
    if (!section || window.innerWidth >= BREAKPOINTS.wide) window.scrollTo({ top: SCROLL.reviewsAt, behavior: 'smooth' });
    else section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  if (state.status === 'loading') {
    return (
      <SliceRoot className={`container ${styles.centered}`}>
        <div className="spinner-border text-success" role="status">
          <span className="visually-hidden">Loading product</span>
        </div>
      </SliceRoot>
    );
  }
  if (state.status === 'missing') {
    return (
      <SliceRoot className={`container ${styles.centered}`}>
        <h1 className="h4">Product not found</h1>
        <p className="text-muted">This product does not exist or is no longer available.</p>
        <Link to="/" className="btn btn-success">Continue Shopping</Link>
      </SliceRoot>
    );
  }
  if (state.status === 'error') {
    return (
      <SliceRoot className={`container ${styles.centered}`}>
        <h1 className="h4">The product could not be loaded</h1>
        <p className="text-muted">{state.msg}</p>
        <button type="button" className="btn btn-success" onClick={state.retry}>Try again</button>
      </SliceRoot>
    );
  }

  const product = state.product;
  const reviewCount = reviews && !reviewsFailed ? reviews.length : product.numReviews ?? 0;
  return (
    <SliceRoot className={`container ${styles.page}`}>
      <ProductCrumbs product={product} />
      <div className="row g-4 g-lg-5">
        <div className="col-md-5">
          <ProductGallery key={product.id} product={product} />
        </div>
        <div className="col-md-7">
          <ProductSummary
            key={product.id}
            product={product}
            reviewCount={reviewCount}
            onReviewsClick={openReviews}
            reviewsHref={tabHref(search, 'reviews')}
            variant="page"
            wishlistSuccessMsg={WISHLIST_ADDED_PAGE}
          />
        </div>
      </div>
      <ProductTabs
        description={product.description}
        reviewCount={reviewCount}
        active={tab}
        onSelect={setTab}
        reviews={<ReviewsPanel productId={product.id} reviews={reviews} failed={reviewsFailed} onAdded={onReviewAdded} />}
      />
      <RelatedProducts product={product} />
    </SliceRoot>
  );
}
