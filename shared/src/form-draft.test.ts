import { describe, expect, it } from 'vitest';
import { cleanFormDraft, startingFields } from './form-draft';

describe("a refused form's draft", () => {
  it('fills the fields of its own form only, and only the fields the form has', () => {
    const empty = { name: '', email: '', password: '' };
    const draft = { form: '/signUp', fields: { name: 'Meera', email: 'meera@example.in', admin: 'yes' } };
    expect(startingFields(empty, draft, '/signUp')).toEqual({ name: 'Meera', email: 'meera@example.in', password: '' });
    expect(startingFields(empty, draft, '/signIn')).toBe(empty);
    expect(startingFields(empty, null, '/signUp')).toBe(empty);
  });

  it('takes nothing malformed, and keeps it small', () => {
    for (const bad of [null, 'x', { form: 'signUp', fields: {} }, { form: '/signUp' }, { form: '/signUp', fields: null }]) expect(cleanFormDraft(bad)).toBeNull();
    const big = cleanFormDraft({ form: '/signUp', fields: { ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'.repeat(5000)])), n: 5 } });
    expect(Object.keys(big!.fields)).toHaveLength(8);
    expect(big!.fields.f0).toHaveLength(1000);
  });
});
