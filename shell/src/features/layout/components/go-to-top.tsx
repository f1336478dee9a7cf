import { SCROLL } from '@storefront/shared';
import { ArrowUpIcon } from '@storefront/shared/ui/icons';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import styles from './go-to-top.module.css';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Back to the top once the page has scrolled far enough. Floating in the corner on wide screens;
 * `docked` is its place in the phone's bottom bar (a tab of its own), where it covers nothing.
 * `className` is the tab's class when docked, an extra class of the floating button otherwise.
 */
export function GoToTop({ docked = false, className }: { docked?: boolean; className?: string }) {
  const visible = useScrolledPast(SCROLL.goToTopAfter);
  if (!visible) return null;
  if (docked) {
    return (
      <li>
        <button type="button" className={className} onClick={scrollToTop} aria-label="Go to top">
          <ArrowUpIcon size={22} />
          <span aria-hidden="true">Top</span>
        </button>
      </li>
    );
  }
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={scrollToTop} aria-label="Go to top">
      <ArrowUpIcon size={22} />
    </button>
  );
}
