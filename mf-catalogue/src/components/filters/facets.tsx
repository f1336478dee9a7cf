// The sidebar's choices as links with counts (decisions §7: `Name (n)`): each count is how many
// products that choice leaves with the other filters applied, as the API counted them with the
// list. Links, so they work before scripts and with JavaScript off, and every choice is a URL.
import { Link } from 'react-router-dom';
import { formatINR, type Facets } from '@storefront/shared';
import { StarRating } from '@storefront/shared/ui/star-rating';
import styles from './filters.module.css';

/** 'Under ₹500', '₹500 – ₹999', '₹20,000 & above'. */
export function priceBandLabel(min: number, max: number | null): string {
  if (max === null) return `${formatINR(min)} & above`;
  if (min === 0) return `Under ${formatINR(max + 1)}`;
  return `${formatINR(min)} – ${formatINR(max)}`;
}

export function SubCategoryFacet({ options, selected, hrefOf }: {
  options: Facets['subCategories'];
  selected: string | undefined;
  hrefOf: (id: string) => string;
}) {
  if (options.length === 0) return <p className="text-muted small mb-0">No sub-categories.</p>;
  return (
    <ul className={styles.facetList}>
      {options.map((o) => (
        <li key={o.id}>
          <Link to={hrefOf(o.id)} className={styles.facetLink} aria-current={o.id === selected ? 'true' : undefined}>
            {o.name} ({o.count})
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** FILTER BY RATING: 5 stars, 4 stars & up, ...; the chosen row's link clears it. */
export function RatingFacet({ options, selected, hrefOf }: {
  options: Facets['ratings'];
  selected: number | undefined;
  hrefOf: (rating: number | undefined) => string;
}) {
  return (
    <ul className={styles.ratingList}>
      {options.map(({ rating, count }) => {
        const name = rating === 5 ? 'Rated 5 stars' : `Rated ${rating} ${rating === 1 ? 'star' : 'stars'} and up`;
        return (
          <li key={rating}>
            <Link
              to={hrefOf(selected === rating ? undefined : rating)}
              className={styles.ratingButton}
              aria-current={selected === rating ? 'true' : undefined}
              aria-label={`${name} (${count})`}
            >
              <StarRating value={rating} size={16} />
              <span aria-hidden="true">
                {rating === 5 ? '' : '& up '}({count})
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Price bands with counts; the chosen band's link clears it. */
export function PriceBandFacet({ options, selected, hrefOf }: {
  options: Facets['prices'];
  selected: { min?: number; max?: number };
  hrefOf: (band: { min: number; max: number | null } | undefined) => string;
}) {
  return (
    <ul className={styles.facetList}>
      {options.map((b) => {
        const chosen = (selected.min ?? 0) === b.min && (selected.max ?? null) === b.max && (selected.min !== undefined || selected.max !== undefined);
        return (
          <li key={b.min}>
            <Link to={hrefOf(chosen ? undefined : b)} className={styles.facetLink} aria-current={chosen ? 'true' : undefined}>
              {priceBandLabel(b.min, b.max)} ({b.count})
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
