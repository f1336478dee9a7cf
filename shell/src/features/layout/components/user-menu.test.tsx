import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithShell, resetStore, signInForTest, stubFetch } from '../../../lib/test-utils';
import { UserMenu } from './user-menu';

beforeEach(() => {
  resetStore();
  stubFetch({});
  signInForTest();
});

describe('UserMenu without scripts', () => {
  it("offers the shopper's own pages the server renders as links, and Logout as a form, shown by CSS alone where the menu cannot open (wide screens)", () => {
    renderWithShell(<UserMenu showName="wide" />);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/my-list');
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout).toHaveAttribute('type', 'submit');
    expect(logout.closest('form')).toHaveAttribute('action', '/signout');
    expect(logout.closest('form')).toHaveAttribute('method', 'post');
    const css = readFileSync((expect.getState().testPath ?? '').replace(/\.test\.tsx$/, '.module.css'), 'utf8');
    expect(css).toMatch(/\.withoutScripts\s*\{\s*display:\s*none;/);
    expect(css).toMatch(/@media \(scripting: none\) and \(min-width: 992px\)\s*\{[^@]*\.withoutScripts\s*\{\s*display:\s*inline-flex;/);
    // (the menu's button waits greyed for the scripts, as every ScriptButton: the shell's global.css)
  });
});
