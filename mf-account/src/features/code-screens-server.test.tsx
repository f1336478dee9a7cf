// The code screens as the shop's server renders them (before the scripts run, or without them):
// forms that post to the server with named fields, the code flow of the cookie on the page, and a
// browser that takes the same HTML over without a mismatch.
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeFlowAtom, formDraftAtom, RenderDataContext, store, type CodeFlow, type RenderData } from '@storefront/shared';
import { resetStore } from '../test/render';
import { ForgotPassword } from './forgot-password/components/forgot-password';
import { SignUp } from './sign-up/components/sign-up';
import { VerifyOtp } from './verify-otp/components/verify-otp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const onServer = (): RenderData => ({ server: true, hydrating: false, records: {} });
const inBrowser = (): RenderData => ({ server: false, hydrating: true, records: {} });

function shop(page: ReactElement, data: RenderData, path: string) {
  return (
    <RenderDataContext.Provider value={data}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </Provider>
    </RenderDataContext.Provider>
  );
}

/** The server's HTML for `page` with the cookie's flow, in the document. */
function serverPage(page: ReactElement, path: string, flow: CodeFlow | null): HTMLElement {
  store.set(codeFlowAtom, flow);
  const container = document.createElement('div');
  container.innerHTML = renderToString(shop(page, onServer(), path));
  document.body.appendChild(container);
  return container;
}

async function hydrate(container: HTMLElement, page: ReactElement, path: string) {
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, shop(page, inBrowser(), path), { onRecoverableError: recoverable });
  });
  return recoverable;
}

const form = (container: HTMLElement, name: string) => container.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`)!;
const names = (f: HTMLFormElement) => [...f.querySelectorAll('input[name]')].map((i) => i.getAttribute('name'));

beforeEach(() => {
  resetStore();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the code screens rendered on the server', () => {
  it('Sign Up posts its four fields to the server', () => {
    const container = serverPage(<SignUp />, '/signUp', null);
    const f = form(container, 'Sign Up');
    expect([f.method, f.getAttribute('action')]).toEqual(['post', '/signUp']);
    expect(names(f)).toEqual(['name', 'phone', 'email', 'password']);
  });

  it('a Sign Up the server refused comes back filled (the password aside), and stays filled as the scripts take over', async () => {
    store.set(formDraftAtom, { form: '/signUp', fields: { name: 'Meera Nair', phone: '9876543210', email: 'meera@example.in' } });
    const container = serverPage(<SignUp />, '/signUp', null);
    const value = (n: string) => container.querySelector<HTMLInputElement>(`input[name="${n}"]`)!.value;
    expect([value('name'), value('phone'), value('email'), value('password')]).toEqual(['Meera Nair', '9876543210', 'meera@example.in', '']);
    const recoverable = await hydrate(container, <SignUp />, '/signUp');
    expect(recoverable).not.toHaveBeenCalled();
    expect(value('name')).toBe('Meera Nair');
    // used up: the next visit starts empty
    expect(store.get(formDraftAtom)).toBeNull();
  });

  it("Verify OTP names the cookie's e-mail, posts six boxes of one name, and Resend OTP works without a countdown until the scripts run", async () => {
    const flow: CodeFlow = { email: 'meera@example.in', purpose: 'verifyEmail' };
    const container = serverPage(<VerifyOtp />, '/verifyOTP', flow);
    expect(container.textContent).toContain('An OTP has been sent to meera@example.in');
    const f = form(container, 'Verify OTP');
    expect([f.method, f.getAttribute('action')]).toEqual(['post', '/verifyOTP']);
    expect(names(f)).toEqual(['otp', 'otp', 'otp', 'otp', 'otp', 'otp']);
    const resend = container.querySelector<HTMLButtonElement>('button[value="resend"]')!;
    expect(resend.disabled).toBe(false);
    expect(resend.form?.getAttribute('action')).toBe('/verifyOTP');
    expect(container.textContent).not.toMatch(/in \d+s/);

    // Digits typed before the scripts ran are the code's once they do; the countdown starts then.
    [...f.querySelectorAll<HTMLInputElement>('input[name="otp"]')].slice(0, 3).forEach((box, i) => (box.value = String(i + 4)));
    const recoverable = await hydrate(container, <VerifyOtp />, '/verifyOTP');
    expect(recoverable).not.toHaveBeenCalled();
    expect(resend.disabled).toBe(true);
    expect(container.textContent).toMatch(/in 30s/);
    expect([...f.querySelectorAll<HTMLInputElement>('input[name="otp"]')].map((b) => b.value)).toEqual(['4', '5', '6', '', '', '']);
  });

  it("without a flow the server's page explains; a flow the browser kept shows once the scripts run", async () => {
    const container = serverPage(<VerifyOtp />, '/verifyOTP', null);
    expect(container.textContent).toContain('There is no code waiting to be checked');
    localStorage.setItem('userEmail', 'asha@example.in');
    localStorage.setItem('actionType', 'verifyEmail');
    const recoverable = await hydrate(container, <VerifyOtp />, '/verifyOTP');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toContain('An OTP has been sent to asha@example.in');
  });

  it("Forgot Password: step 1 posts the e-mail to send a code; with the flow's cookie the server renders step 2, whose Verify OTP waits for the scripts", async () => {
    const first = serverPage(<ForgotPassword />, '/forgotPassword', null);
    const send = form(first, 'Send OTP');
    expect([send.method, send.getAttribute('action')]).toEqual(['post', '/forgotPassword']);
    expect(names(send)).toEqual(['action', 'email']);
    document.body.innerHTML = '';

    const container = serverPage(<ForgotPassword />, '/forgotPassword', { email: 'meera@example.in', purpose: 'forgotPassword' });
    expect(container.textContent).toContain('Enter the OTP sent to meera@example.in');
    const reset = form(container, 'Reset Password');
    expect([reset.method, reset.getAttribute('action')]).toEqual(['post', '/forgotPassword']);
    expect(names(reset)).toEqual(['otp', 'newPass', 'confirmPass']);
    const verify = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Verify OTP')!;
    expect(verify.getAttribute('aria-disabled')).toBe('true');
    for (const value of ['resend', 'change-email']) {
      expect(container.querySelector<HTMLButtonElement>(`button[value="${value}"]`)?.form?.getAttribute('action')).toBe('/forgotPassword');
    }
    const recoverable = await hydrate(container, <ForgotPassword />, '/forgotPassword');
    expect(recoverable).not.toHaveBeenCalled();
    expect(verify.getAttribute('aria-disabled')).toBeNull();
  });

  it("Forgot Password's step 2 the server refused comes back with its code (never a password), and keeps it as the scripts take over", async () => {
    store.set(formDraftAtom, { form: '/forgotPassword', fields: { otp: '482913' } });
    const container = serverPage(<ForgotPassword />, '/forgotPassword', { email: 'meera@example.in', purpose: 'forgotPassword' });
    const value = (n: string) => container.querySelector<HTMLInputElement>(`input[name="${n}"]`)!.value;
    expect([value('otp'), value('newPass'), value('confirmPass')]).toEqual(['482913', '', '']);
    const recoverable = await hydrate(container, <ForgotPassword />, '/forgotPassword');
    expect(recoverable).not.toHaveBeenCalled();
    expect(value('otp')).toBe('482913');
    expect(store.get(formDraftAtom)).toBeNull();
  });

  it("Forgot Password's step 2 with a verified code in the flow (a reload, or a password refused) shows it verified", async () => {
    const container = serverPage(<ForgotPassword />, '/forgotPassword', { email: 'meera@example.in', purpose: 'forgotPassword', resetToken: 'rt-1' });
    const verified = () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Verified');
    expect(verified()?.disabled).toBe(true);
    const recoverable = await hydrate(container, <ForgotPassword />, '/forgotPassword');
    expect(recoverable).not.toHaveBeenCalled();
    expect(verified()?.disabled).toBe(true);
  });
});
