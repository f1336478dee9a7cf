import { SCROLL } from '@storefront/shared';
import { ArrowUpIcon } from '../../../components/icons';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import styles from './go-to-top.module.css';

export function GoToTop() {
  const visible = useScrolledPast(SCROLL.goToTopAfter);
  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className={styles.button} onClick={toTop} aria-label="Go to top">
      <ArrowUpIcon size={22} />
    </button>
  );
}
