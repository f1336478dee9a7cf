// Page objects and helpers for the account journeys (mf-account): codes read from the test API's
// outbox, a picture to upload, and the sign-up, code and account pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export type CodeKind = 'verification' | 'password reset';

/** The newest code of that kind e-mailed to `email` (the outbox files are named by time). */
export async function codeFor(email: string, kind: CodeKind, notThis?: string): Promise<string> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set (global set-up)');
  const who = email.toLowerCase();
  const pattern = new RegExp(`${kind} code: (\\d{6})`);
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.includes(who)).sort().reverse();
    } catch {
      // not written yet
    }
    for (const f of files) {
      const m = pattern.exec(readFileSync(join(dir, f), 'utf8'));
      if (m && m[1] !== notThis) return m[1];
      if (m) break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} code for ${email} in the outbox`);
}

export function uniqueEmail(label: string): string {
  return `acct-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.in`;
}

export function uniquePhone(): string {
  return `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** A real PNG (an 'AR' monogram) drawn by the browser itself. */
export async function avatarPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = c.height = 160;
    const g = c.getContext('2d')!;
    g.fillStyle = '#17774c';
    g.fillRect(0, 0, 160, 160);
    g.fillStyle = '#fff';
    g.font = 'bold 72px sans-serif';
    g.fillText('AR', 28, 106);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(data, 'base64');
}

export class AccountPages {
  constructor(readonly page: Page) {}

  /** The slice's region: fields are looked up inside it, never in the shell's footer (its newsletter e-mail). */
  get slice() {
    return this.page.locator('[data-boundary="mf-account"]');
  }

  snackbar(text: string) {
    return this.page.getByRole('status').or(this.page.getByRole('alert')).filter({ hasText: text });
  }

  async typeCode(code: string) {
    await this.page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await this.page.keyboard.type(code);
  }

  async signIn(email: string, password: string) {
    await this.page.goto('/signIn');
    await expect(this.page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await this.slice.getByLabel('Email').fill(email);
    await this.slice.getByLabel('Password').fill(password);
    await this.slice.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(this.page).toHaveURL(/\/$/, { timeout: 10_000 });
  }

  userMenu() {
    return this.page.getByRole('banner').getByRole('button', { name: /account menu/i });
  }
}
