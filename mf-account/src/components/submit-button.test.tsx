import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

// CSS is not processed in these tests (css: false, even `?raw` is stubbed): the rule is read from
// the module's source, next to this test file.
async function readFormCss(): Promise<string> {
  const fsModule = 'node:fs';
  const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as { readFileSync: (path: string, encoding: 'utf8') => string };
  const here = expect.getState().testPath ?? '';
  return readFileSync(here.replace(/submit-button\.test\.tsx$/, 'auth-form.module.css'), 'utf8');
}

/** The declarations of the rule whose selector list is exactly `selector`. */
function ruleBody(css: string, selector: string): string {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').split('}');
  return rules
    .map((rule) => rule.split('{'))
    .filter(([head]) => head.split(',').map((s) => s.trim()).join(',') === selector)
    .map(([, body]) => body)
    .join(';');
}

describe('SubmitButton', () => {
  it('is the form submit button in the brand style', () => {
    render(<SubmitButton busy={false}>Sign Up</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
  });

  it('shows a visible focus ring for keyboard users (not only a barely darker green)', async () => {
    // Bootstrap's .btn focus shadow is empty for this custom colour; the rule must draw its own ring.
    const body = ruleBody(await readFormCss(), '.primary:focus-visible');
    expect(body).toMatch(/outline:\s*\d+px\s+solid/);
    expect(body).not.toMatch(/outline:\s*(none|0)\b/);
  });
});
