import { Component, createContext, Suspense, useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useServerRendered } from '@storefront/shared';
import styles from './lazy-section.module.css';

/** The height a section is once shown: one figure, or one for phones and one for the wide layout. */
export type SectionHeight = number | { phone: number; wide: number };

export interface LazySectionProps {
  children: ReactNode;
  /**
   * Space held until the section is shown: what it measures once shown (the shop's own lists and
   * banners), so that showing it moves nothing on screen and sections further down stay out of view.
   */
  minHeight: SectionHeight;
  /** How far ahead of the viewport the section starts loading. */
  rootMargin?: string;
  className?: string;
  /** Rendered by the server (with its data) instead of waiting to scroll into view. */
  ssr?: boolean;
}

/** A section that has not said it is ready by then is shown as it is. */
export const SECTION_WAIT_MS = 5000;

const SectionReady = createContext<(() => void) | null>(null);

/**
 * A section inside a LazySection says here when what it shows has arrived (its list, its banners,
 * or that there is nothing to show): until then the section is built out of sight and its place
 * holds the space it will take. Shown as soon as it mounted, a section would first be a spinner,
 * then its cards, and everything beneath it on screen would jump twice while the shopper scrolls.
 */
export function useSectionReady(ready: boolean): void {
  const report = useContext(SectionReady);
  useEffect(() => {
    if (ready) report?.();
  }, [ready, report]);
}

/**
 * Mounts its children (usually React.lazy sections) only once the place they go scrolls near the
 * viewport, so the home page downloads the code and data of below-the-fold sections on demand, and
 * shows them once they are ready (useSectionReady), in one step.
 */
export function LazySection({ children, minHeight, rootMargin = '600px 0px', className, ssr = false }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A server-rendered page shows what the server rendered and hydrates exactly that.
  const serverRendered = useServerRendered();
  const [visible, setVisible] = useState(() => (serverRendered ? ssr : typeof IntersectionObserver === 'undefined'));
  const [ready, setReady] = useState(() => serverRendered && ssr);
  const markReady = useCallback(() => setReady(true), []);
  useEffect(() => {
    if (visible || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [visible, rootMargin]);
  useEffect(() => {
    if (!visible || ready) return;
    const t = setTimeout(markReady, SECTION_WAIT_MS);
    return () => clearTimeout(t);
  }, [visible, ready, markReady]);
  const heights = typeof minHeight === 'number' ? { phone: minHeight, wide: minHeight } : minHeight;
  const placeholder = (
    <div className={styles.placeholder} style={{ '--sf-section-phone': `${heights.phone}px`, '--sf-section-wide': `${heights.wide}px` } as CSSProperties} aria-hidden="true" />
  );
  return (
    <div ref={ref} className={className ? `${styles.frame} ${className}` : styles.frame}>
      {visible ? (
        <SectionReady.Provider value={markReady}>
          {!ready && placeholder}
          <div className={ready ? undefined : styles.building}>
            <SectionBoundary onFailed={markReady}>
              <Suspense fallback={null}>{children}</Suspense>
            </SectionBoundary>
          </div>
        </SectionReady.Provider>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** A section whose code cannot be fetched (a new release, a dropped connection) leaves a gap, not a broken page. */
class SectionBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[mf-catalogue] a home section failed', error);
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
