// Gallery (spec section 2): discount badge, a big image slider with hover zoom and a thumbnail
// slider (5 visible) kept in step with it by swiper's Thumbs module. Modules imported one by one.
import { useState, type MouseEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/thumbs';
import { imageUrl, SLIDES, type Product } from '@storefront/shared';
import styles from './product-gallery.module.css';

function ZoomImage({ src, alt }: { src: string; alt: string }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const move = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (!r.width || !r.height) return;
    setOrigin(`${((e.clientX - r.left) / r.width) * 100}% ${((e.clientY - r.top) / r.height) * 100}%`);
  };
  return (
    <div className={`${styles.zoom} ${origin ? styles.zoomed : ''}`} onMouseMove={move} onMouseLeave={() => setOrigin(null)}>
      <img src={src} alt={alt} width={600} height={600} style={origin ? { transformOrigin: origin } : undefined} />
    </div>
  );
}

export function ProductGallery({ product, compact = false }: { product: Product; compact?: boolean }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const images = product.images.length > 0 ? product.images : [''];
  return (
    <div className={`${styles.gallery} ${compact ? styles.compact : ''}`}>
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
              <ZoomImage src={imageUrl(src)} alt={i === 0 ? product.name : `${product.name}, view ${i + 1}`} />
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
              <button type="button" className={styles.thumb} onClick={() => main?.slideTo(i)} aria-label={`Show image ${i + 1} of ${images.length}`}>
                <img src={imageUrl(src)} alt="" width={96} height={96} loading="lazy" />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </div>
  );
}
