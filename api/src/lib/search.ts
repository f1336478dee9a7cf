// Turns what a shopper typed into safe full-text queries. Only runs of letters and digits survive,
// so no FTS5 or tsquery syntax (quotes, NEAR, *, :, &, |, !, parentheses) can be injected; each
// word then matches as a prefix, all words required.

export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function searchTerms(q: string): string[] {
  const words = q.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))];
  return unique.slice(0, MAX_SEARCH_TERMS);
}

/** FTS5 MATCH expression: "word1"* "word2"* (implicit AND). */
export function fts5Query(terms: readonly string[]): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' ');
}

/** PostgreSQL to_tsquery text: word1:* & word2:*. */
export function tsQuery(terms: readonly string[]): string {
  return terms.map((t) => `${t.replace(/[^\p{L}\p{N}]/gu, '')}:*`).join(' & ');
}
