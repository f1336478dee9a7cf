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
