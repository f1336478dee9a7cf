import { Link } from 'react-router-dom';
import { Picture, type Banner } from '@storefront/shared';
import { bannerLink } from '../lib/banner-link';

/** A banner's first image, linked by the banner rule (sub-category when set, else category). */
export function BannerImage({
  banner,
  alt,
  className,
  width,
  height,
  sizes,
  priority = false,
}: {
  banner: Banner;
  alt: string;
  className?: string;
  width: number;
  height: number;
  /** The width it is shown at (CSS sizes), so the browser picks the smallest variant that fills it. */
  sizes: string;
  /** The first banner on the page: fetched at once, first. */
  priority?: boolean;
}) {
  return (
    <Link to={bannerLink(banner)} className={className}>
      <Picture src={banner.images?.[0]} alt={alt} width={width} height={height} sizes={sizes} priority={priority} />
    </Link>
  );
}
