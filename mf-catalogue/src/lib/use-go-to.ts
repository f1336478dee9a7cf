import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to another state of a listing (its address) as a transition, so a part still hydrating (a
 * lazy section) is not thrown away and rendered again; nothing happens when the browser is there
 * already (a Sort by choice carried out as the form hydrates may also come as the change event
 * that made it hydrate: one step in the history, not two).
 */
export function useGoTo(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      if (to === window.location.pathname + window.location.search) return;
      startTransition(() => navigate(to));
    },
    [navigate],
  );
}
