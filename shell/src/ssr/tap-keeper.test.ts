import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATING_ATTRIBUTE } from '@storefront/shared';
import { keepTaps, TAP_KEPT_ATTRIBUTE, WAITING_CONTROL } from './tap-keeper';

// One keeper for the whole file: like the page's, it listens on the document for good.
keepTaps(WAITING_CONTROL, TAP_KEPT_ATTRIBUTE);

/** A button as ScriptButton renders it on the server: greyed, waiting for its scripts. */
function waitingButton(label: string, heard: string[]): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.setAttribute(HYDRATING_ATTRIBUTE, '');
  button.setAttribute('aria-disabled', 'true');
  button.addEventListener('click', () => heard.push(label));
  document.body.appendChild(button);
  return button;
}
/** Its part hydrates: ScriptButton drops both marks. */
function hydrate(button: HTMLButtonElement) {
  button.removeAttribute(HYDRATING_ATTRIBUTE);
  button.removeAttribute('aria-disabled');
}
/** Lets the mutation observer run, then `tasks` tasks. */
async function settle(tasks = 1) {
  await Promise.resolve();
  for (let i = 0; i < tasks; i++) await vi.advanceTimersToNextTimerAsync();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // (the keeper lives on: what it has begun ends before the next test)
  vi.runAllTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('keepTaps', () => {
  it("names ScriptButton's mark of a control waiting for its scripts, which the shell's CSS greys", () => {
    expect(WAITING_CONTROL).toBe(`[${HYDRATING_ATTRIBUTE}][aria-disabled="true"], [${HYDRATING_ATTRIBUTE}][data-sf-keep-tap]`);
    const css = readFileSync(join(dirname(expect.getState().testPath ?? ''), '../styles/global.css'), 'utf8');
    expect(css).toMatch(/\[data-sf-hydrating\]\[aria-disabled='true'\]\s*\{\s*opacity:\s*0\.65;/);
  });

  it('stops a tap on a waiting control before anything hears it, and carries it out once the control is alive', async () => {
    const heard: string[] = [];
    const plus = waitingButton('plus', heard);
    const onPage = vi.fn();
    document.addEventListener('click', onPage);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    plus.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    expect(onPage).not.toHaveBeenCalled();
    expect(plus).toHaveAttribute(TAP_KEPT_ATTRIBUTE);

    hydrate(plus);
    await settle(0);
    expect(heard).toEqual(['plus']);
    expect(plus).not.toHaveAttribute(TAP_KEPT_ATTRIBUTE);
    expect(onPage).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', onPage);
  });

  it('carries out every tap kept, in order, each in a task of its own', async () => {
    const heard: string[] = [];
    const plus = waitingButton('plus', heard);
    const menu = waitingButton('menu', heard);
    plus.click();
    menu.click();
    plus.click();
    hydrate(menu);
    await settle(0);
    // (plus is still waiting: the menu's tap goes first)
    expect(heard).toEqual(['menu']);
    hydrate(plus);
    await settle(2);
    expect(heard).toEqual(['menu', 'plus', 'plus']);
  });

  it("keeps a tap on a link that opens something else once alive (the location's dialog), instead of following it", async () => {
    const heard: string[] = [];
    const link = document.createElement('a');
    link.href = '/location?back=%2F';
    link.setAttribute(HYDRATING_ATTRIBUTE, '');
    link.setAttribute('data-sf-keep-tap', '');
    link.addEventListener('click', (e) => {
      heard.push(e.defaultPrevented ? 'kept' : 'dialog');
      e.preventDefault();
    });
    document.body.appendChild(link);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    link.removeAttribute(HYDRATING_ATTRIBUTE);
    link.removeAttribute('data-sf-keep-tap');
    await settle(0);
    expect(heard).toEqual(['dialog']);
  });

  it('leaves alone a tap on a live control, and drops the taps of a control that left the page', async () => {
    const heard: string[] = [];
    const live = document.createElement('button');
    live.addEventListener('click', () => heard.push('live'));
    document.body.appendChild(live);
    const gone = waitingButton('gone', heard);
    const later = waitingButton('later', heard);
    live.click();
    expect(heard).toEqual(['live']);
    gone.click();
    later.click();
    gone.remove();
    hydrate(later);
    await settle(1);
    expect(heard).toEqual(['live', 'later']);
  });
});
