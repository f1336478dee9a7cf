import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readCssBesideTest, ruleBody } from '../test/css';
import { AuthSwitch } from './form-links';

/** The smallest line these links sit in: a note's (0.9rem) at Bootstrap's line height of 1.5. */
const SMALLEST_LINE_PX = 0.9 * 16 * 1.5;

describe('the account forms\' small links', () => {
  it("'Sign Up' and Resend OTP's link-like button are over 40 px tall to tap on a phone, the text where it was", async () => {
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
      const padding = Number(/padding:\s*(\d+)px 0;/.exec(body)?.[1]);
      expect(SMALLEST_LINE_PX + 2 * padding, selector).toBeGreaterThanOrEqual(40);
      // The padding is taken back out of the line: the layout does not move.
      expect(body, selector).toContain(`margin: -${padding}px 0;`);
    }
  });
});
