// Taps kept while a page starts. A control only its scripts can work (a ScriptButton: the product's
// minus and plus, the account menu, a tab, a carousel's arrow, a pay button) comes greyed in the
// server's HTML and stays so until its own part has hydrated: on a slow phone that is a second or
// more after it shows. A tap on it meanwhile is not dropped: the page keeps it and carries it out
// (a click on the same element) once the control is alive. Like startPage, keepTaps runs in the
// browser from the page's one inline script (starterScript writes its source there), so it must stay
// self-contained: no imports, no outer names.

/**
 * A control that waits for its scripts: ScriptButton marks it with shared's HYDRATING_ATTRIBUTE and
 * `aria-disabled` (not `disabled`: a disabled button hears no tap at all) until its part hydrates.
 * A link that works without scripts but does something else with them (the header's location: a
 * page without them, a dialog with them) says `data-sf-keep-tap` instead: before its part hydrates
 * a tap on it is kept for the dialog rather than followed to the page.
 */
export const WAITING_CONTROL = '[data-sf-hydrating][aria-disabled="true"], [data-sf-hydrating][data-sf-keep-tap]';

/** Set on a waiting control while a tap on it is kept (CSS may show it). */
export const TAP_KEPT_ATTRIBUTE = 'data-sf-tap-kept';

/**
 * From now on, a click on a control matching `waiting` is stopped before anything hears it, and
 * kept; each kept click is made again, in the order they came, once its control no longer matches
 * (one per task, so each sees what the one before changed). A control that left the page takes
 * its taps with it.
 */
export function keepTaps(waiting: string, keptAttribute: string): void {
  const doc = document;
  const kept: HTMLElement[] = [];
  let watching: MutationObserver | null = null;
  let busy = false;
  const carryOut = () => {
    if (busy) return;
    for (let i = 0; i < kept.length; i += 1) {
      const control = kept[i];
      if (control.isConnected && control.matches(waiting)) continue;
      kept.splice(i, 1);
      if (!kept.includes(control)) control.removeAttribute(keptAttribute);
      if (!control.isConnected) {
        i -= 1;
        continue;
      }
      control.click();
      // The next one in a task of its own, once this one's answer has been rendered.
      busy = true;
      setTimeout(() => {
        busy = false;
        carryOut();
      }, 0);
      return;
    }
    if (kept.length === 0 && watching) {
      watching.disconnect();
      watching = null;
    }
  };
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const control = target instanceof Element ? target.closest<HTMLElement>(waiting) : null;
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      kept.push(control);
      control.setAttribute(keptAttribute, '');
      if (!watching) {
        watching = new MutationObserver(carryOut);
        watching.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-sf-hydrating', 'aria-disabled'] });
      }
    },
    true,
  );
}
