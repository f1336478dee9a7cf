import { useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RenderDataContext } from '@storefront/shared';
import { RegionsContext } from './remote-page';

/**
 * The shopper moved on from the page the server rendered before its regions had hydrated: React
 * drops those regions unhydrated, so they will never say so. They count as done, and the shopper's
 * own state (signed in, their cart) follows at once instead of after the bootstrap's time limit
 * (a cart opened in the meantime took them for signed out).
 */
export function ServerPageLeft() {
  const { key } = useLocation();
  const renderData = useContext(RenderDataContext);
  const regions = useContext(RegionsContext);
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current || !renderData?.hydrating) return;
    for (const [name, region] of Object.entries(regions ?? {})) if (region?.status === 'ready') renderData.regionHydrated?.(name);
  }, [key, renderData, regions]);
  return null;
}
