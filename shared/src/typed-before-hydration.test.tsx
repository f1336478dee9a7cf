import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTypedBeforeHydration } from './ssr';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Contact({ adopted }: { adopted: (typed: Record<string, string>) => void }) {
  const [values, setValues] = useState({ name: '', message: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { name: '', message: '' }, (typed) => {
    adopted(typed);
    setValues((v) => ({ ...v, ...typed }));
  });
  return (
    <form ref={formRef} method="post" action="/contact">
      <input type="hidden" name="kind" value="contact" />
      <input name="name" value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
      <textarea name="message" value={values.message} onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))} />
      <output>{`${values.name}|${values.message}`}</output>
    </form>
  );
}

function Sizes({ adopted }: { adopted: (typed: Record<string, string>) => void }) {
  const [size, setSize] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { size: '' }, (typed) => {
    adopted(typed);
    setSize(typed.size);
  });
  return (
    <form ref={formRef} method="post" action="/cart/add">
      {['M', 'L'].map((v) => (
        <input key={v} type="radio" name="size" value={v} checked={size === v} onChange={() => setSize(v)} />
      ))}
      <output>{size}</output>
    </form>
  );
}

function serverForm() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Contact adopted={() => {}} />);
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTypedBeforeHydration', () => {
  it('hands the text typed into the server form before hydration to the component, once', async () => {
    const container = serverForm();
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Kavya';
    container.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value = 'Where is my order?';
    const adopted = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Contact adopted={adopted} />);
    });
    expect(adopted).toHaveBeenCalledExactlyOnceWith({ name: 'Kavya', message: 'Where is my order?' });
    expect(container.querySelector('output')?.textContent).toBe('Kavya|Where is my order?');
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Kavya');
  });

  it('only the fields that changed, and nothing at all when none did', async () => {
    const container = serverForm();
    container.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value = 'Hello';
    const adopted = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Contact adopted={adopted} />);
    });
    expect(adopted).toHaveBeenCalledExactlyOnceWith({ message: 'Hello' });

    document.body.innerHTML = '';
    const untouched = serverForm();
    const none = vi.fn();
    await act(async () => {
      hydrateRoot(untouched, <Contact adopted={none} />);
    });
    expect(none).not.toHaveBeenCalled();
  });

  it('a radio button checked before hydration is the value of its group, and stays checked', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Sizes adopted={() => {}} />);
    document.body.appendChild(container);
    container.querySelector<HTMLInputElement>('input[value="L"]')!.checked = true;
    const adopted = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Sizes adopted={adopted} />);
    });
    expect(adopted).toHaveBeenCalledExactlyOnceWith({ size: 'L' });
    expect(container.querySelector('output')?.textContent).toBe('L');
    expect(container.querySelector<HTMLInputElement>('input[value="L"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="M"]')!.checked).toBe(false);
  });
});
