// Keeps the keyboard inside a modal dialog: Tab from its last control goes to its first, Shift+Tab
// from its first (or from the dialog itself, where it puts the focus as it opens) to its last.
// react-bootstrap's Modal only pulls the focus back after it has left, a moment later: the browser
// had scrolled the page behind to the control it reached (a footer link), and Escape then gave the
// focus back to an opener scrolled out of view.
import { useEffect } from 'react';

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls Tab reaches inside `root`, in order: enabled, not taken out of the order, shown. */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      !el.closest('[inert], [hidden]') &&
      el.getClientRects().length > 0,
  );
}

/**
 * While `active`, Tab and Shift+Tab wrap around inside the element `dialog()` returns (read at each
 * key: a dialog mounted into a portal may come later than the hook).
 */
export function useTabTrap(dialog: () => HTMLElement | null, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.defaultPrevented) return;
      const root = dialog();
      if (!root) return;
      const all = tabbablesIn(root);
      const focused = document.activeElement;
      const inside = focused instanceof HTMLElement && root.contains(focused);
      if (all.length === 0) {
        e.preventDefault();
        return;
      }
      const first = all[0];
      const last = all[all.length - 1];
      if (e.shiftKey && (!inside || focused === root || focused === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (focused === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [active, dialog]);
}
