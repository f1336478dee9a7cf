// What a shopper typed into a form the shop's server refused before the scripts ran (or without
// them): the server sends the browser back to the form with its message, and the page it renders
// shows the same form filled again, so a refusal costs a correction, not the whole form. Only
// fields that are safe to echo (never a password) travel, in the one-time message cookie of
// shell/src/ssr/forms.ts. The page reads it here as it renders (server and hydration alike).
import { useEffect, useState } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';

export interface FormDraft {
  /** The form it belongs to (its action path, '/signUp'). */
  form: string;
  fields: Record<string, string>;
}

export const formDraftAtom = atom<FormDraft | null>(null);

const FIELDS_MAX = 8;
/** (a contact message's length; the message cookie's own limit then decides what travels) */
const VALUE_MAX = 1000;

/** A draft read from a cookie or payload, kept only when well formed and small. */
export function cleanFormDraft(value: unknown): FormDraft | null {
  const v = value as Partial<FormDraft> | null;
  if (!v || typeof v.form !== 'string' || !v.form.startsWith('/') || typeof v.fields !== 'object' || v.fields === null) return null;
  const entries = Object.entries(v.fields).filter((e): e is [string, string] => typeof e[1] === 'string').slice(0, FIELDS_MAX);
  return { form: v.form, fields: Object.fromEntries(entries.map(([k, s]) => [k, s.slice(0, VALUE_MAX)])) };
}

/** The values a form starts with: its empty fields, filled from the draft when the draft is this form's. */
export function startingFields<T extends Record<string, string>>(empty: T, draft: FormDraft | null, form: string): T {
  if (!draft || draft.form !== form) return empty;
  const filled = { ...empty };
  for (const key of Object.keys(empty) as Array<keyof T & string>) {
    const typed = draft.fields[key];
    if (typeof typed === 'string') filled[key] = typed as T[typeof key];
  }
  return filled;
}

/**
 * The values form `form` starts with (`empty`, or the draft the server rendered it with), held for
 * the form's life; once in the browser the draft is used up, so a later visit starts empty.
 */
export function useFormDraft<T extends Record<string, string>>(empty: T, form: string): T {
  const draft = useAtomValue(formDraftAtom);
  const setDraft = useSetAtom(formDraftAtom);
  const [start] = useState(() => startingFields(empty, draft, form));
  useEffect(() => {
    if (draft?.form === form) setDraft(null);
    // Once, as the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return start;
}
