import { Link } from 'react-router-dom';
import { imageUrl, type Banner } from '@storefront/shared';
import { bannerLink } from '../lib/banner-link';

/** A banner's first image, linked by the banner rule (sub-category when set, else category). */
export function BannerImage({
  banner,
  alt,
  className,
  width,
  height,
  eager = false,
}: {
  banner: Banner;
  alt: string;
  className?: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  return (
    <Link to={bannerLink(banner)} className={className}>
      <img src={imageUrl(banner.images?.[0])} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} />
    </Link>
  );
}
