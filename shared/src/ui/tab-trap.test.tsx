import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabbablesIn, useTabTrap } from './tab-trap';

function Page() {
  const [open, setOpen] = useState(true);
  const dialog = useCallback(() => document.getElementById('dialog'), []);
  useTabTrap(dialog, open);
  return (
    <>
      <a href="/behind">Behind</a>
      <div id="dialog" role="dialog" tabIndex={-1}>
        <button type="button">Close</button>
        <button type="button" disabled>Greyed</button>
        <input type="hidden" name="x" />
        <a href="/details">Details</a>
        <div hidden><button type="button">Hidden</button></div>
        <button type="button" onClick={() => setOpen(false)}>Done</button>
      </div>
      <a href="/footer">Footer</a>
    </>
  );
}

const tab = (shift = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
const focused = () => document.activeElement?.textContent;

describe('useTabTrap', () => {
  afterEach(cleanup);

  // (jsdom lays nothing out: every element is given a box, as a browser would)
  Element.prototype.getClientRects = function () {
    return [{}] as unknown as DOMRectList;
  };

  it('lists the controls Tab reaches: not disabled, hidden or out of the order', () => {
    render(<Page />);
    expect(tabbablesIn(document.getElementById('dialog')!).map((el) => el.textContent)).toEqual(['Close', 'Details', 'Done']);
  });

  it('wraps Tab from the last control to the first and Shift+Tab from the first (or the dialog itself) to the last; not once closed', async () => {
    render(<Page />);
    const dialog = document.getElementById('dialog')!;
    dialog.focus();
    tab(true);
    expect(focused()).toBe('Done');
    tab();
    expect(focused()).toBe('Close');
    tab(true);
    expect(focused()).toBe('Done');
    // From the page behind (a click there), Tab comes back in.
    (document.querySelector('a[href="/footer"]') as HTMLElement).focus();
    tab();
    expect(focused()).toBe('Close');
    await act(async () => {
      fireEvent.click([...document.querySelectorAll('#dialog button')].find((b) => b.textContent === 'Done')!);
    });
    (document.querySelector('a[href="/footer"]') as HTMLElement).focus();
    tab();
    expect(focused()).toBe('Footer');
  });
});
