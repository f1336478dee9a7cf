import { useCallback, useState } from 'react';

/** A form's text fields as one object, with a setter per field (for `Field`'s onValue) and a reset. */
export function useFormFields<T extends Record<string, string>>(empty: T) {
  const [fields, setFields] = useState(empty);
  const set = useCallback((key: keyof T) => (value: string) => setFields((f) => ({ ...f, [key]: value })), []);
  const reset = useCallback(() => setFields(empty), [empty]);
  return { fields, set, reset };
}
