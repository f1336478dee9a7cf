import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readCssBesideTest, ruleBody } from '../test/css';
import { AuthSwitch } from './form-links';

/** The smallest line these links sit in: a note's (0.9rem) at Bootstrap's line height of 1.5. */
const SMALLEST_LINE_PX = 0.9 * 16 * 1.5;

describe('the account forms\' small links', () => {
  it("'Sign Up' and Resend OTP's link-like button are about 38 px tall to tap on a phone, the text where it was and the field above it untouched", async () => {
    render(
      <MemoryRouter>
        <AuthSwitch question="Not Registered?" way={{ to: '/signUp', label: 'Sign Up' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).className).toMatch(/link/);
    const css = await readCssBesideTest('auth-form.module.css', expect.getState().testPath);
    expect(ruleBody(css, '.link')).toMatch(/display:\s*inline-block/);
    for (const selector of ['.link', '.linkButton']) {
      const body = ruleBody(css, selector);
      const [, top, bottom] = (/padding:\s*(\d+)px 0 (\d+)px;/.exec(body) ?? []).map(Number);
      expect(SMALLEST_LINE_PX + top + bottom, selector).toBeGreaterThanOrEqual(36);
      // Resend OTP sits 4 px under the code's box: its tap area must not reach over the box.
      expect(top, selector).toBeLessThanOrEqual(4);
      // The padding is taken back out of the line: the layout does not move.
      expect(body, selector).toContain(`margin: -${top}px 0 -${bottom}px;`);
    }
  });
});
