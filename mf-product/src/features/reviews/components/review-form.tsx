// 'Add a review' (spec sections 4, 5, 8): signed-in shoppers only, text required, rating in half
// steps starting at 1; a spinner while sending; on success the form resets and the list re-reads.
import { useRef, useState, type FormEvent } from 'react';
import { isLoggedInAtom, REVIEW_RATING, shopperPending, showAlert, store, userAtom, useTypedBeforeHydration } from '@storefront/shared';
import { REVIEW_EMPTY } from '@storefront/shared/rules';
import { StarRatingInput } from '../../../components/star-rating';
import { addProductReview } from '../api/add-product-review';
import styles from './reviews.module.css';

export const MSG_LOGIN_FOR_REVIEW = 'Please Login first';
export const REVIEW_MAX_LENGTH = 2000;

export function ReviewForm({ productId, onAdded }: { productId: string; onAdded: () => void }) {
  const [text, setText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { review: '' }, (typed) => setText(typed.review));
  const [rating, setRating] = useState<number>(REVIEW_RATING.default);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Who the shopper is, as of now: a Submit that hydrated this form may come before the page
    // holds this browser's own sign-in (shared store: shopperPending).
    const pending = shopperPending();
    if (pending) {
      setSending(true);
      await pending;
      setSending(false);
    }
    const user = store.get(isLoggedInAtom) ? store.get(userAtom) : null;
    if (!user) {
      showAlert(MSG_LOGIN_FOR_REVIEW, true);
      return;
    }
    const review = text.trim();
    if (!review) {
      showAlert(REVIEW_EMPTY, true);
      return;
    }
    setSending(true);
    const res = await addProductReview({
      productId,
      customerName: user.name,
      customerId: user.userId,
      review,
      customerRating: rating,
    });
    setSending(false);
    if (!res.ok) {
      showAlert(res.msg, true);
      return;
    }
    setText('');
    setRating(REVIEW_RATING.default);
    // The server's word: 'Thank you for your review!', or that it replaced the shopper's earlier one
    // (one review per shopper and product). A first review said nothing, and an earlier
    // 'Please add a Review' stayed on screen over the review just posted.
    showAlert(res.data.msg);
    onAdded();
  };

  return (
    // Before the scripts run it posts to the shop's server (shell/src/ssr/forms.ts), which answers alike.
    <form ref={formRef} method="post" action="/reviews/add" className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <h3 className={styles.formTitle}>Add a review</h3>
      <input type="hidden" name="productId" value={productId} />
      <label htmlFor={`mf-product-review-${productId}`} className="visually-hidden">Write a Review</label>
      <textarea
        id={`mf-product-review-${productId}`}
        className={styles.textarea}
        placeholder="Write a Review"
        rows={4}
        name="review"
        maxLength={REVIEW_MAX_LENGTH}
        value={text}
        aria-describedby={`mf-product-review-${productId}-count`}
        onChange={(e) => setText(e.target.value)}
      />
      {/* (the box stops at the limit: a longer paste is cut there, and this says why) */}
      <p id={`mf-product-review-${productId}-count`} className={styles.count} aria-live="polite">
        {text.length >= REVIEW_MAX_LENGTH ? `A review holds at most ${REVIEW_MAX_LENGTH} characters.` : `${text.length}/${REVIEW_MAX_LENGTH}`}
      </p>
      <div className={styles.formFoot}>
        <StarRatingInput value={rating} onChange={setRating} label="Your rating" name="customerRating" />
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending && <span className="spinner-border spinner-border-sm" role="status" aria-label="Sending review" />}
          Submit Review
        </button>
      </div>
    </form>
  );
}
