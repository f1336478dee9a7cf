// The tab's title (document.title) as the page's head has it: '<name> | Storefront', or the shop's
// name alone. The server writes it into the first HTML (shell/src/ssr/head.ts); in the browser each
// page names itself as the shopper moves around the shop (the shell for the pages its route table
// names, a remote's page once its data is in: the product's name, the category's).
import { useEffect } from 'react';
import { STORE_NAME } from './constants';

export function pageTitle(name: string | null | undefined): string {
  return name ? `${name} | ${STORE_NAME}` : STORE_NAME;
}

/** Names the tab after `name` while the page shows (nothing while `name` is undefined: not known yet). */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name !== undefined) document.title = pageTitle(name);
  }, [name]);
}
