// A button greyed while its request runs (Pay, Save) loses the keyboard's focus to the page's body
// the moment it is disabled: when the request was refused and the button came back, the next Tab
// started from the top of the page (or jumped to the footer). This gives the focus back to the
// button once it is enabled again, if the focus was on it when it was disabled and has gone nowhere
// since.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusKeptThroughDisabled(ref: RefObject<HTMLElement | null>, disabled: boolean): void {
  const held = useRef(false);
  const wasDisabled = useRef(disabled);
  // Read as the render that disables it runs: by its commit the browser has moved the focus away.
  if (disabled && !wasDisabled.current && typeof document !== 'undefined' && ref.current && document.activeElement === ref.current) {
    held.current = true;
  }
  wasDisabled.current = disabled;
  useEffect(() => {
    if (disabled || !held.current) return;
    held.current = false;
    const now = document.activeElement;
    if (!now || now === document.body) ref.current?.focus();
  }, [disabled, ref]);
}
