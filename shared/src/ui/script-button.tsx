// A button that only works with the page's scripts (no form behind it): quick view, a card's heart,
// an option, a tab, a carousel's arrows, minus and plus. On a server-rendered page it is greyed
// until it has hydrated: the shopper sees it come alive, and a tap made before then is kept by the
// page and carried out once it is (shell/src/ssr/tap-keeper.ts), not swallowed by a button that does
// nothing yet. Its own part only renders again then (never its parent's, whose regions may still be
// waiting to hydrate).
import { forwardRef, useImperativeHandle, useRef, type ButtonHTMLAttributes } from 'react';
// Through the package's name, as every module under ui/ reaches the rest of the package: a slice
// imports ui/ modules by their own path (not shared through federation), so a relative '../ssr'
// gave each remote a copy of the server-render context of its own, that nobody provides. Every
// button of theirs rendered enabled on the server, and React swallowed a tap on one before it
// had hydrated (a card's Quick view and heart, a product's options).
import { HYDRATING_ATTRIBUTE, useHydrated } from '@storefront/shared';
import { useFocusKeptThroughDisabled } from './keep-focus';

export const ScriptButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ScriptButton(
  { disabled, ...props },
  ref,
) {
  const hydrated = useHydrated();
  const own = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLButtonElement);
  // (greyed while its request runs, it keeps the keyboard's place: refused, the focus is back on it)
  useFocusKeptThroughDisabled(own, Boolean(disabled));
  // Greyed by `aria-disabled` (shell's global.css), not `disabled`: a disabled button hears no tap,
  // and the page keeps a tap on this one until it hydrates, then carries it out (shell's tap-keeper).
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '', 'aria-disabled': true };
  return <button ref={own} type="button" {...props} {...waiting} disabled={Boolean(disabled)} />;
});
