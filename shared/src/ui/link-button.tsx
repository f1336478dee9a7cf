// A link that works as a button once the scripts run (it opens or closes a panel) and before them, or
// without them, is still a link to the same place: an in-page `#id` that CSS opens with :target.
// Its onClick decides whether the link is followed (preventDefault when the scripts did the job).
// Space presses it, as it presses a button.
import { forwardRef, type AnchorHTMLAttributes, type KeyboardEvent } from 'react';

export const LinkButton = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(function LinkButton(
  { onKeyDown, ...props },
  ref,
) {
  const pressOnSpace = (e: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(e);
    if (e.key !== ' ' || e.defaultPrevented) return;
    e.preventDefault();
    e.currentTarget.click();
  };
  return <a ref={ref} role="button" {...props} onKeyDown={pressOnSpace} />;
});
