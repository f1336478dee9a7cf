// Gallery (spec section 2): discount badge, a big image slider with hover zoom and a thumbnail
// slider (5 visible) kept in step with it by swiper's Thumbs module. Modules imported one by one.
import { useState, type CSSProperties, type MouseEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/thumbs';
import { Picture, SLIDES, type Product } from '@storefront/shared';
import styles from './product-gallery.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

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

export function ProductGallery({ product, compact = false }: { product: Product; compact?: boolean }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const images = product.images.length > 0 ? product.images : [''];
  return (
    <div className={`${styles.gallery} ${compact ? styles.compact : ''}`} style={{ '--thumbs-per-view': SLIDES.thumbnails } as CSSProperties}>
      <div className={styles.main}>
        {product.discount > 0 && <span className={styles.badge}>{product.discount}%</span>}
        <Swiper
          modules={[Thumbs]}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          onSwiper={setMain}
          slidesPerView={1}
          spaceBetween={0}
          className={styles.big}
        >
          {images.map((src, i) => (
            <SwiperSlide key={`${src}-${i}`}>
              <ZoomImage
                src={src}
                alt={i === 0 ? product.name : `${product.name}, view ${i + 1}`}
                sizes={compact ? COMPACT_SIZES : MAIN_SIZES}
                priority={i === 0 && !compact}
              />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {images.length > 1 && (
        <Swiper
          modules={[Thumbs]}
          onSwiper={setThumbs}
          slidesPerView={SLIDES.thumbnails}
          spaceBetween={8}
          watchSlidesProgress
          className={styles.thumbs}
        >
          {images.map((src, i) => (
            <SwiperSlide key={`${src}-${i}`} className={styles.thumbSlide}>
              <ScriptButton type="button" className={styles.thumb} onClick={() => main?.slideTo(i)} aria-label={`Show image ${i + 1} of ${images.length}`}>
                <Picture src={src} alt="" width={96} height={96} sizes="96px" />
              </ScriptButton>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </div>
  );
}
