import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithShell, resetStore, stubFetch } from '../../../lib/test-utils';
import { formDraftAtom, store } from '@storefront/shared';
import { ContactForm, THANK_YOU_MSG } from './contact-form';

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetStore();
  fetchMock = stubFetch({});
});

const fields = () => ({
  name: screen.getByLabelText(/your name/i),
  email: screen.getByLabelText(/^email/i),
  subject: screen.getByLabelText(/^subject/i),
  message: screen.getByLabelText(/^message/i),
});

type Field = keyof ReturnType<typeof fields>;

/** Renders the form, types each given value into its field and sends it. */
async function send(values: Partial<Record<Field, string>>) {
  const user = userEvent.setup();
  renderWithShell(<ContactForm />);
  const f = fields();
  for (const [key, text] of Object.entries(values)) await user.type(f[key as Field], text);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return f;
}

describe('ContactForm', () => {
  it("comes back filled after the shop's server refused it (before the scripts ran, or without them)", () => {
    store.set(formDraftAtom, { form: '/contact', fields: { name: 'Asha', email: 'bad', subject: 'Late order', message: 'Where is it?' } });
    renderWithShell(<ContactForm />);
    const f = fields();
    expect([f.name, f.email, f.subject, f.message].map((el) => (el as HTMLInputElement).value)).toEqual(['Asha', 'bad', 'Late order', 'Where is it?']);
  });

  it("takes no other form's draft", () => {
    store.set(formDraftAtom, { form: '/signUp', fields: { name: 'Asha', email: 'asha@example.in' } });
    renderWithShell(<ContactForm />);
    expect((fields().name as HTMLInputElement).value).toBe('');
  });

  it('labels every field and marks it required', () => {
    renderWithShell(<ContactForm />);
    for (const el of Object.values(fields())) expect(el).toBeRequired();
  });

  it('refuses an empty form: every field explains what is missing, no thank-you', async () => {
    const f = await send({});
    expect(f.name).toHaveAccessibleDescription('Please enter your name.');
    expect(f.email).toHaveAccessibleDescription('Please enter your email address.');
    expect(f.subject).toHaveAccessibleDescription('Please enter a subject.');
    expect(f.message).toHaveAccessibleDescription('Please enter your message.');
    expect(f.name).toHaveFocus();
    expect(screen.queryByText(THANK_YOU_MSG)).not.toBeInTheDocument();
  });

  it('needs every field, not just some', async () => {
    const f = await send({ name: 'Rahul Verma', email: 'rahul@example.in', subject: 'Order 1042' });
    expect(f.message).toHaveAccessibleDescription('Please enter your message.');
    expect(f.message).toHaveFocus();
    expect(screen.queryByText(THANK_YOU_MSG)).not.toBeInTheDocument();
    expect(f.name).toHaveValue('Rahul Verma');
  });

  it('thanks the shopper and clears the form, without calling anyone', async () => {
    const f = await send({ name: 'Rahul Verma', email: 'rahul@example.in', subject: 'Order 1042', message: 'My parcel has not arrived yet.' });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for contacting us! We will get back to you soon.');
    for (const el of Object.values(f)) expect(el).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    const f = await send({ name: 'Rahul', email: 'rahul-at-example', subject: 'Hi', message: 'Hello' });
    expect(f.email).toHaveAccessibleDescription(/valid email address/);
    expect(screen.queryByText(THANK_YOU_MSG)).not.toBeInTheDocument();
  });
});
