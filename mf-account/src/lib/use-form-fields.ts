import { useCallback, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@storefront/shared';

/**
 * A form's text fields as one object, with a setter per field (for `Field`'s onValue) and a reset.
 * Put `formRef` on the form: text typed into the server's form before the scripts took it over
 * becomes the fields' value as it hydrates (useTypedBeforeHydration; fields by `name` = key).
 */
export function useFormFields<T extends Record<string, string>>(empty: T) {
  const [fields, setFields] = useState(empty);
  const formRef = useRef<HTMLFormElement>(null);
  const set = useCallback((key: keyof T) => (value: string) => setFields((f) => ({ ...f, [key]: value })), []);
  const reset = useCallback(() => setFields(empty), [empty]);
  useTypedBeforeHydration(formRef, empty, (typed) => setFields((f) => ({ ...f, ...typed })));
  return { fields, set, reset, formRef };
}
