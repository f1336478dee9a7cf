import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates after a delay (the spec's UX timings: 2 s after sign-in, 1.5 s after a reset). The
 * timer is dropped when the page goes away first, so a shopper who clicks elsewhere is not pulled back.
 */
export function useNavigateLater(): (to: string, ms: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), ms);
    },
    [navigate],
  );
}
