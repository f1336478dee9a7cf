import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HYDRATING_ATTRIBUTE, RenderDataContext, type RenderData } from '../ssr';
import { ScriptButton } from './script-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const server = (): RenderData => ({ server: true, hydrating: false, records: {} });
const browser = (hydrating: boolean): RenderData => ({ server: false, hydrating, records: {} });

const tree = (data: RenderData, onClick = () => {}, disabled = false) => (
  <RenderDataContext.Provider value={data}>
    <ScriptButton aria-label="Quick view" onClick={onClick} disabled={disabled}>
      Quick view
    </ScriptButton>
  </RenderDataContext.Provider>
);

describe('ScriptButton', () => {
  it('greyed while its request runs, gives the focus back once enabled if the page took it (a refused Pay), but takes it from nothing else', async () => {
    const box = document.createElement('div');
    const other = document.createElement('input');
    document.body.append(box, other);
    const root = createRoot(box);
    const show = (disabled: boolean) => act(async () => root.render(tree(browser(false), () => {}, disabled)));
    await show(false);
    const button = box.querySelector('button')!;
    button.focus();
    await show(true);
    // (a browser moves the focus off a button it disables, to the page's body; jsdom does not)
    const dropFocus = () => {
      button.disabled = false;
      button.blur();
      button.disabled = true;
    };
    dropFocus();
    expect(document.activeElement).toBe(document.body);
    await show(false);
    expect(document.activeElement).toBe(button);

    await show(true);
    dropFocus();
    other.focus();
    await show(false);
    expect(document.activeElement).toBe(other);
    await act(async () => root.unmount());
    box.remove();
    other.remove();
  });

  it("is greyed in the server's HTML (aria-disabled: a tap on it is kept by the page's tap keeper, which a disabled button would never hear)", () => {
    const html = renderToString(tree(server()));
    expect(html).toMatch(/<button[^>]*type="button"[^>]*aria-disabled="true"/);
    expect(html).not.toMatch(/ disabled=""/);
    // (what tells the shell the page is not working yet)
    expect(html).toContain(`${HYDRATING_ATTRIBUTE}=""`);
  });

  it('hydrates as the server rendered it, then comes alive and answers a tap', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(server()));
    const errors: unknown[] = [];
    const onClick = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(browser(true), onClick), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute(HYDRATING_ATTRIBUTE)).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await act(async () => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("comes alive when it hydrates after the page's render data says hydrating is over (a part hydrating after its region)", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(server()));
    expect(container.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
    const errors: unknown[] = [];
    const onClick = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(browser(false), onClick), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await act(async () => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('works at once where the browser renders it itself, and is disabled (for good, not greyed for its scripts) when asked', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(tree(browser(false))));
    expect(container.querySelector('button')!.disabled).toBe(false);
    await act(async () => root.render(tree(browser(false), () => {}, true)));
    expect(container.querySelector('button')!.disabled).toBe(true);
  });
});
