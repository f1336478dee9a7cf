// Turns what a shopper typed into safe full-text queries. Only runs of letters and digits survive,
// so no FTS5 or tsquery syntax (quotes, NEAR, *, :, &, |, !, parentheses) can be injected; each
// word then matches as a prefix, all words required. A word may stand for a group of words any of
// which will do (the word and its compounds: 'phone', 'smartphone').

export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function searchTerms(q: string): string[] {
  const words = q.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))];
  return unique.slice(0, MAX_SEARCH_TERMS);
}

/** A word of a search, or a group of words standing for it (any one of them will do). */
export type SearchWord = string | readonly string[];

const group = (word: SearchWord): readonly string[] => (typeof word === 'string' ? [word] : word);

/** FTS5 MATCH expression: "word1"* AND ("word2"* OR "word3"*) (FTS5 takes no implicit AND before a group). */
export function fts5Query(terms: readonly SearchWord[]): string {
  return terms
    .map((word) => {
      const any = group(word).map((t) => `"${t.replace(/"/g, '""')}"*`);
      return any.length > 1 ? `(${any.join(' OR ')})` : any[0];
    })
    .join(' AND ');
}

/** PostgreSQL to_tsquery text: word1:* & (word2:* | word3:*). */
export function tsQuery(terms: readonly SearchWord[]): string {
  return terms
    .map((word) => {
      const any = group(word).map((t) => `${t.replace(/[^\p{L}\p{N}]/gu, '')}:*`);
      return any.length > 1 ? `(${any.join(' | ')})` : any[0];
    })
    .join(' & ');
}
