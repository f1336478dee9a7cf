// Gallery (spec section 2): discount badge, a big image slider with hover zoom and a thumbnail
// slider (5 visible) kept in step with it.
// Both sliders are the browser's own scroll-snap rows, not a carousel library: a phone swipes the
// big picture the moment the page paints (and with scripts off), and each thumbnail is a link to
// its picture. Once scripts run, a thumbnail slides the big row to its picture and the big row's
// position marks its thumbnail (and keeps it in view in the thumbnail row). Swiper did the same
// for 36.6 kB (brotli) of script on the product page's first load, which a phone waited for
// before the page answered.
import { useEffect, useId, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Picture, SLIDES, type Product } from '@storefront/shared';
import styles from './product-gallery.module.css';

/** The big picture's shown width: 5/12 of the container from 768 px, the whole width below. */
const MAIN_SIZES = '(min-width: 1400px) 550px, (min-width: 768px) 42vw, 100vw';
/** The quick view's smaller gallery. */
const COMPACT_SIZES = '(max-width: 767px) 280px, 400px';

function ZoomImage({ src, alt, sizes, priority }: { src: string; alt: string; sizes: string; priority: boolean }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const move = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (!r.width || !r.height) return;
    setOrigin(`${((e.clientX - r.left) / r.width) * 100}% ${((e.clientY - r.top) / r.height) * 100}%`);
  };
  return (
    <div className={`${styles.zoom} ${origin ? styles.zoomed : ''}`} onMouseMove={move} onMouseLeave={() => setOrigin(null)}>
      <Picture src={src} alt={alt} width={600} height={600} sizes={sizes} priority={priority} style={origin ? { transformOrigin: origin } : undefined} />
    </div>
  );
}

/** Which slide a row scrolled to `scrollLeft` shows (slides are the row's width each). */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** Scrolls `row` sideways (only) so that its child `item` is wholly in view. */
function keepInView(row: HTMLElement, item: HTMLElement) {
  const start = item.offsetLeft;
  const end = start + item.offsetWidth;
  if (start < row.scrollLeft) row.scrollTo({ left: start });
  else if (end > row.scrollLeft + row.clientWidth) row.scrollTo({ left: end - row.clientWidth });
}

export function ProductGallery({ product, compact = false }: { product: Product; compact?: boolean }) {
  const images = product.images.length > 0 ? product.images : [''];
  const [active, setActive] = useState(0);
  const big = useRef<HTMLDivElement>(null);
  const thumbRow = useRef<HTMLUListElement>(null);
  const id = useId();
  const slideId = (i: number) => `${id}-image-${i + 1}`;

  const onScroll = () => {
    const row = big.current;
    if (row) setActive(slideAt(row.scrollLeft, row.clientWidth, images.length));
  };
  const show = (i: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    const row = big.current;
    if (!row) return;
    // The link would also scroll the page to the picture; with scripts only the row moves.
    e.preventDefault();
    row.scrollTo({ left: i * row.clientWidth });
    setActive(i);
  };
  useEffect(() => {
    const row = thumbRow.current;
    const item = row?.children[active];
    if (row && item instanceof HTMLElement) keepInView(row, item);
  }, [active]);

  return (
    <div className={`${styles.gallery} ${compact ? styles.compact : ''}`} style={{ '--thumbs-per-view': SLIDES.thumbnails } as CSSProperties}>
      <div className={styles.main}>
        {product.discount > 0 && <span className={styles.badge}>{product.discount}%</span>}
        <div
          ref={big}
          className={styles.big}
          onScroll={images.length > 1 ? onScroll : undefined}
          // A row that scrolls is reachable by keyboard (arrow keys slide it).
          tabIndex={images.length > 1 ? 0 : undefined}
          role="group"
          aria-roledescription="carousel"
          aria-label={`${product.name} pictures`}
        >
          {images.map((src, i) => (
            <div key={`${src}-${i}`} id={slideId(i)} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${images.length}`}>
              <ZoomImage
                src={src}
                alt={i === 0 ? product.name : `${product.name}, view ${i + 1}`}
                sizes={compact ? COMPACT_SIZES : MAIN_SIZES}
                priority={i === 0 && !compact}
              />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <ul ref={thumbRow} className={styles.thumbs} aria-label="Pictures">
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className={styles.thumbSlide}>
              <a
                href={`#${slideId(i)}`}
                className={styles.thumb}
                onClick={show(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-current={i === active ? 'true' : undefined}
              >
                <Picture src={src} alt="" width={96} height={96} sizes="96px" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
