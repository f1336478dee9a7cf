// Turns what a shopper typed into safe full-text queries. Only runs of letters and digits survive,
// so no FTS5 or tsquery syntax (quotes, NEAR, *, :, &, |, !, parentheses) can be injected; each
// word then matches as a prefix, all words required. A word may stand for a group of words any of
// which will do (the word and its compounds: 'phone', 'smartphone').

export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function searchTerms(q: string): string[] {
  // (a word's marks are part of it: Devanagari's vowel signs, 'चावल', are marks, not letters)
  const words = q.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))];
  return unique.slice(0, MAX_SEARCH_TERMS);
}

/** A word of a search, or a group of words standing for it (any one of them will do). */
export type SearchWord = string | readonly string[];

const group = (word: SearchWord): readonly string[] => (typeof word === 'string' ? [word] : word);

/**
 * FTS5 MATCH expression: ("word1" OR "word1"*) AND ("word2" OR "word2"* OR "compound"*). A word as
 * typed is asked twice, whole and as a prefix, so a product holding the very word ranks above one
 * holding only longer words it starts ('atta': the flour before the Attar perfumes); the rows found
 * are the same. (FTS5 takes no implicit AND before a group.)
 */
export function fts5Query(terms: readonly SearchWord[]): string {
  return terms
    .map((word) => {
      const [typed, ...compounds] = group(word);
      const quoted = (t: string) => `"${t.replace(/"/g, '""')}"`;
      return `(${[quoted(typed), `${quoted(typed)}*`, ...compounds.map((c) => `${quoted(c)}*`)].join(' OR ')})`;
    })
    .join(' AND ');
}

const tsWord = (t: string) => t.replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** PostgreSQL to_tsquery text: word1:* & (word2:* | compound:*). */
export function tsQuery(terms: readonly SearchWord[]): string {
  return terms
    .map((word) => {
      const any = group(word).map((t) => `${tsWord(t)}:*`);
      return any.length > 1 ? `(${any.join(' | ')})` : any[0];
    })
    .join(' & ');
}

/**
 * PostgreSQL to_tsquery text of the words as typed, whole: word1 | word2. Its ts_rank is added to
 * the search's, so a product holding the very words ranks above one holding only longer words they
 * start (what fts5Query's whole word does in FTS5's rank).
 */
export function tsWholeQuery(terms: readonly SearchWord[]): string {
  return terms.map((word) => tsWord(group(word)[0])).filter(Boolean).join(' | ');
}
