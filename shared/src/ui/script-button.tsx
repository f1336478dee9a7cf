// A button that only works with the page's scripts (no form behind it): quick view, a card's heart,
// an option, a tab, a carousel's arrows, minus and plus. On a server-rendered page it is greyed
// (`disabled`) until it has hydrated, so a tap before then is not lost on a button that looks ready:
// the shopper sees it come alive. Its own part only renders again then (never its parent's, whose
// regions may still be waiting to hydrate).
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../ssr';

export const ScriptButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ScriptButton(
  { disabled, ...props },
  ref,
) {
  const hydrated = useHydrated();
  return <button ref={ref} type="button" {...props} disabled={Boolean(disabled) || !hydrated} />;
});
