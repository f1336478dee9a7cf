import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useServerRendered } from '@storefront/shared';

export interface LazySectionProps {
  children: ReactNode;
  /** Space held before the section is shown, so sections further down stay out of view. */
  minHeight: number;
  /** How far ahead of the viewport the section starts loading. */
  rootMargin?: string;
  className?: string;
  /** Rendered by the server (with its data) instead of waiting to scroll into view. */
  ssr?: boolean;
}

/**
 * Mounts its children (usually React.lazy sections) only once the place they go scrolls near the
 * viewport, so the home page downloads the code and data of below-the-fold sections on demand.
 */
export function LazySection({ children, minHeight, rootMargin = '120px 0px', className, ssr = false }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A server-rendered page shows what the server rendered and hydrates exactly that.
  const serverRendered = useServerRendered();
  const [visible, setVisible] = useState(() => (serverRendered ? ssr : typeof IntersectionObserver === 'undefined'));
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
  const placeholder = <div style={{ minHeight }} aria-hidden="true" />;
  return (
    <div ref={ref} className={className}>
      {visible ? (
        <SectionBoundary>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </SectionBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** A section whose code cannot be fetched (a new release, a dropped connection) leaves a gap, not a broken page. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[mf-catalogue] a home section failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
