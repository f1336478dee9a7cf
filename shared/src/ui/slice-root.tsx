import type { ReactNode } from 'react';

// QA builds carry a visible release label so a tester sees which build of the slice is live
// (each slice's build defines it; this module is compiled into each slice, not shared).
const RELEASE = typeof __SLICE_RELEASE__ === 'string' ? __SLICE_RELEASE__ : '';

/**
 * The root element of one slice's screens: marks the slice's region in the DOM (data-boundary)
 * so ownership is visible in the page and in tests. Each slice makes its own with its name.
 */
export function sliceRoot(slice: string, rootClass?: string) {
  return function SliceRoot({ children, className }: { children: ReactNode; className?: string }) {
    const classes = [rootClass, className].filter(Boolean).join(' ');
    return (
      <div data-boundary={slice} className={classes || undefined}>
        {RELEASE && <p className="small text-bg-warning px-2 mb-0" data-release={RELEASE}>Release {RELEASE}</p>}
        {children}
      </div>
    );
  };
}
