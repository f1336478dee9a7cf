// JSON list columns are TEXT in both databases; these keep parsing and writing in one place.

/** Parses a stored JSON list of strings; anything unexpected reads as an empty list. */
export function parseList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toListText(values: readonly string[]): string {
  return JSON.stringify(values);
}

/**
 * JSON text of a `T` made without JSON.stringify (the database wrote it): a route may answer with
 * it and it goes out as it is (checked against the route's schema where answers are checked).
 */
export class JsonText<T> {
  /** (the shape the text holds, for the compiler only) */
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}
