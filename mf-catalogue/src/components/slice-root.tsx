import type { ReactNode } from 'react';

/** Marks this slice's region in the DOM so ownership is visible in the page and in tests. */
export function SliceRoot({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-boundary="mf-catalogue" className={className}>
      {children}
    </div>
  );
}
