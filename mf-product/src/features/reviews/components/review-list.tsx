import { datePart, type Review } from '@storefront/shared';
import { StarRating } from '@storefront/shared/ui/star-rating';
import styles from './reviews.module.css';

export function ReviewList({ reviews, failed = false }: { reviews: Review[] | null; failed?: boolean }) {
  if (reviews === null) {
    return (
      <div className="py-3" role="status">
        <span className="spinner-border spinner-border-sm text-success" aria-hidden="true" />
        <span className="visually-hidden">Loading reviews</span>
      </div>
    );
  }
  if (failed) return <p className={styles.empty}>The reviews could not be loaded right now.</p>;
  if (reviews.length === 0) return <p className={styles.empty}>No reviews yet.</p>;
  return (
    <ul className={styles.list} aria-label="Reviews">
      {reviews.map((r) => (
        <li key={r.id} className={styles.review}>
          <div className={styles.avatar} aria-hidden="true">{(r.customerName || '?').charAt(0).toUpperCase()}</div>
          <div className={styles.reviewBody}>
            <div className={styles.reviewHead}>
              <strong className={styles.customer}>{r.customerName}</strong>
              <time className={styles.date} dateTime={datePart(r.dateCreated)}>{datePart(r.dateCreated)}</time>
              <StarRating value={r.customerRating} size={14} />
              {r.verifiedPurchase && <span className={styles.verified}>Verified purchase</span>}
            </div>
            {/* Stored text is shown as text, never as HTML. */}
            <p className={styles.text}>{r.review}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
