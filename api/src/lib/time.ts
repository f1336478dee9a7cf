export function nowIso(): string {
  return new Date().toISOString();
}

/** The created_at and updated_at of a row written now. */
export function writtenNow(): { created_at: string; updated_at: string } {
  const now = nowIso();
  return { created_at: now, updated_at: now };
}

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}
