// RELATED PRODUCTS (spec section 2): products of the same sub-category, the current one left out,
// shown in mf-catalogue's ProductSlider; hidden when empty; plain links if that slice is down.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import {
  BREAKPOINTS,
  formatINR,
  locationAtom,
  SLIDES,
  useFederatedModule,
  useServerRendered,
  type Product,
} from '@storefront/shared';
import { getProductsBySubCategory } from '../api/get-products-by-sub-category';
import styles from './related-products.module.css';

/** What this page asks of mf-catalogue's ProductSlider (its extra props are optional there). */
export interface ProductSliderProps {
  products: Product[];
  slidesPerView?: number;
  slidesPerGroup?: number;
  /** Swiper-style breakpoints: min width -> slides shown. */
  breakpoints?: Record<number, { slidesPerView: number }>;
  /** Accessible name of the slider. */
  label?: string;
}

const [at350, at400, at600, at750] = BREAKPOINTS.related;
export const RELATED_BREAKPOINTS: Record<number, { slidesPerView: number }> = {
  [at350]: { slidesPerView: 1 },
  [at400]: { slidesPerView: 2 },
  [at600]: { slidesPerView: 3 },
  [at750]: { slidesPerView: SLIDES.related.perView },
};

/** How far below the screen the section starts asking for its products and the slider's code. */
export const RELATED_AHEAD = '400px 0px';

/**
 * The section sits below the product's first screen: its products, and mf-catalogue's code that
 * shows them, are asked for once its place comes within RELATED_AHEAD of the screen, not while the
 * page starts (the catalogue's code took a slow phone's main thread for about 80 ms then).
 */
export function RelatedProducts({ product }: { product: Product }) {
  const place = useRef<HTMLDivElement>(null);
  // A server-rendered page starts with the place only, as the server rendered it.
  const serverRendered = useServerRendered();
  const [near, setNear] = useState(() => !serverRendered && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !place.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        io.disconnect();
      }
    }, { rootMargin: RELATED_AHEAD });
    io.observe(place.current);
    return () => io.disconnect();
  }, [near]);
  return near ? <RelatedList product={product} /> : <div ref={place} data-testid="related-place" />;
}

function RelatedList({ product }: { product: Product }) {
  const location = useAtomValue(locationAtom);
  const [related, setRelated] = useState<Product[]>([]);
  const slider = useFederatedModule<{ default: ComponentType<ProductSliderProps> }>('mf_catalogue/ProductSlider');

  useEffect(() => {
    setRelated([]);
    if (!product.subCatId) return;
    const ctrl = new AbortController();
    getProductsBySubCategory(product.subCatId, location, ctrl.signal).then(
      (res) => {
        if (ctrl.signal.aborted || !res.ok) return;
        const list = Array.isArray(res.data?.products) ? res.data.products : [];
        setRelated(list.filter((p) => p.id !== product.id));
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [product.id, product.subCatId, location]);

  if (related.length === 0) return null;
  const Slider = slider.status === 'ready' ? slider.module.default : null;
  return (
    <section className={styles.related} aria-labelledby="mf-product-related-title">
      <h2 id="mf-product-related-title" className={styles.title}>RELATED PRODUCTS</h2>
      {Slider ? (
        <Slider
          products={related}
          slidesPerView={SLIDES.related.perView}
          slidesPerGroup={SLIDES.related.perGroup}
          breakpoints={RELATED_BREAKPOINTS}
          label="Related products slider"
        />
      ) : slider.status === 'loading' ? (
        <div className="py-3" role="status">
          <span className="spinner-border spinner-border-sm text-success" aria-hidden="true" />
          <span className="visually-hidden">Loading related products</span>
        </div>
      ) : (
        <ul className={styles.fallback}>
          {related.map((p) => (
            <li key={p.id}>
              <Link to={`/products/${p.id}`}>{p.name}</Link> <span className={styles.fallbackPrice}>{formatINR(p.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
