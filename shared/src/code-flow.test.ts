import { describe, expect, it } from 'vitest';
import { codeFlowAtom, codeFlowCookieText, parseCodeFlow, setCodeFlow } from './code-flow';
import { store } from './store';

const valueOf = (cookie: string) => decodeURIComponent(cookie.split(';')[0].slice('sf_code_flow='.length));

describe('the code flow cookie', () => {
  it('reads back what it wrote, for 30 minutes, and clears', () => {
    const text = codeFlowCookieText({ email: 'asha+1@example.in', purpose: 'forgotPassword' });
    expect(text).toMatch(/^sf_code_flow=[^;]+; Path=\/; SameSite=Lax; Max-Age=1800$/);
    expect(parseCodeFlow(valueOf(text))).toEqual({ email: 'asha+1@example.in', purpose: 'forgotPassword' });
    expect(parseCodeFlow(valueOf(codeFlowCookieText({ email: 'a@b.in', purpose: 'changePassword', resetToken: 'rt' })))).toEqual({ email: 'a@b.in', purpose: 'changePassword', resetToken: 'rt' });
    expect(codeFlowCookieText(null)).toBe('sf_code_flow=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it("keeps Forgot Password's verified code and when the code was sent, for a reload of its second step", () => {
    const flow = { email: 'a@b.in', purpose: 'forgotPassword', resetToken: 'rt', sentAt: 1_764_300_000_000 } as const;
    expect(parseCodeFlow(valueOf(codeFlowCookieText(flow)))).toEqual(flow);
    expect(parseCodeFlow(JSON.stringify({ email: 'a@b.in', purpose: 'forgotPassword', sentAt: '1764300000000' }))).toEqual({ email: 'a@b.in', purpose: 'forgotPassword' });
    expect(parseCodeFlow(JSON.stringify({ email: 'a@b.in', purpose: 'forgotPassword', sentAt: 1.5 }))).toEqual({ email: 'a@b.in', purpose: 'forgotPassword' });
  });

  it('takes nothing forged or broken', () => {
    for (const raw of [null, '', '{', '[]', '{"email":"a@b.in"}', '{"email":"a@b.in","purpose":"admin"}', '{"email":7,"purpose":"verifyEmail"}', JSON.stringify({ email: 'x'.repeat(300), purpose: 'verifyEmail' })]) {
      expect(parseCodeFlow(raw), String(raw)).toBeNull();
    }
    expect(parseCodeFlow(JSON.stringify({ email: 'a@b.in', purpose: 'verifyEmail', resetToken: 5, extra: 'x' }))).toEqual({ email: 'a@b.in', purpose: 'verifyEmail' });
  });

  it('the browser moves it on in the store and the cookie alike', () => {
    setCodeFlow({ email: 'a@b.in', purpose: 'verifyEmail' });
    expect(store.get(codeFlowAtom)).toEqual({ email: 'a@b.in', purpose: 'verifyEmail' });
    expect(document.cookie).toContain('sf_code_flow=');
    setCodeFlow(null);
    expect(store.get(codeFlowAtom)).toBeNull();
    expect(document.cookie).not.toContain('sf_code_flow=');
  });
});
