// A button that only works with the page's scripts (no form behind it): quick view, a card's heart,
// an option, a tab, a carousel's arrows, minus and plus. On a server-rendered page it is greyed
// (`disabled`) until it has hydrated, so a tap before then is not lost on a button that looks ready:
// the shopper sees it come alive. Its own part only renders again then (never its parent's, whose
// regions may still be waiting to hydrate).
import { forwardRef, type ButtonHTMLAttributes } from 'react';
// Through the package's name, as every module under ui/ reaches the rest of the package: a slice
// imports ui/ modules by their own path (not shared through federation), so a relative '../ssr'
// gave each remote a copy of the server-render context of its own, that nobody provides. Every
// button of theirs rendered enabled on the server, and React swallowed a tap on one before it
// had hydrated (a card's Quick view and heart, a product's options).
import { HYDRATING_ATTRIBUTE, useHydrated } from '@storefront/shared';

export const ScriptButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ScriptButton(
  { disabled, ...props },
  ref,
) {
  const hydrated = useHydrated();
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '' };
  return <button ref={ref} type="button" {...props} {...waiting} disabled={Boolean(disabled) || !hydrated} />;
});
