import { useEffect } from 'react';
import { STORE_NAME } from '@storefront/shared';

/** Names the browser tab after the page, so history and screen readers say where the shopper is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${STORE_NAME}` : STORE_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
