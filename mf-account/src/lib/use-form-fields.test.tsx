import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY = { email: '', password: '' };

function Form({ sent }: { sent: Array<typeof EMPTY> }) {
  const { fields, set, formRef } = useFormFields(EMPTY);
  return (
    <form
      ref={formRef}
      method="post"
      action="/signIn"
      onSubmit={(e) => {
        e.preventDefault();
        sent.push(fields);
      }}
    >
      <input name="email" aria-label="Email" value={fields.email} onChange={(e) => set('email')(e.target.value)} />
      <input name="password" aria-label="Password" type="password" value={fields.password} onChange={(e) => set('password')(e.target.value)} />
      <button type="submit">Sign In</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFormFields as the server form hydrates', () => {
  it('takes what the shopper typed before the scripts ran: the first submit sends it, and it stays on screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form sent={[]} />);
    document.body.appendChild(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'asha@example.in';
    password.value = 'Reset@123';
    const sent: Array<typeof EMPTY> = [];
    await act(async () => {
      hydrateRoot(container, <Form sent={sent} />);
    });
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(sent).toEqual([{ email: 'asha@example.in', password: 'Reset@123' }]);
    expect(email.value).toBe('asha@example.in');
    expect(password.value).toBe('Reset@123');
  });

  it('keeps its starting values when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form sent={[]} />);
    document.body.appendChild(container);
    const sent: Array<typeof EMPTY> = [];
    await act(async () => {
      hydrateRoot(container, <Form sent={sent} />);
    });
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(sent).toEqual([EMPTY]);
  });
});
