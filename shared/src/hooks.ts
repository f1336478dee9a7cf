import { useEffect, useState } from 'react';
import { BREAKPOINTS } from './constants';

/** Window width, updated on resize (spec: app-wide state 'window width'). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export function useIsWide(): boolean {
  return useWindowWidth() > BREAKPOINTS.wide;
}
