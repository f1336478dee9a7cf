// Forgiving search (decisions §7): the words the search index holds, with a trigram index over
// them, so a word typed with one or two letters wrong ('hedphones', 'chromebok') is matched to
// the catalogue's word ('headphones', 'chromebook') without reading products. A lookup reads only
// the words sharing enough trigrams with what was typed and checks each by edit distance
// (insertions, deletions, substitutions and swaps of two neighbours each count one).

export interface VocabularyWord {
  word: string;
  /** How many products hold it (a tie between corrections goes to the commoner word). */
  docs: number;
}

/** Words shorter than this are never corrected (too many neighbours to guess right). */
export const MIN_CORRECTED_LENGTH = 4;
/**
 * A word still being typed is taken for the start of a longer one only from this many letters:
 * four letters a letter off start too many words ('ghee' would have suggested 'wheels').
 */
export const MIN_PREFIX_CORRECTED = 5;
/** The most words a vocabulary keeps (the commonest first). */
export const MAX_VOCABULARY = 200_000;

/** How many letters may be wrong in a word of this length. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length < 7 ? 1 : 2;
}

/** pg_trgm's way: the word with two spaces before and one after, cut in threes. */
function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** Optimal string alignment distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const cur = new Array<number>(cols);
    cur[0] = i;
    let best = cur[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[cols - 1];
}

/**
 * Spellings shoppers swap for the same sound ('fone' for 'phone', 'sari' for 'saree', 'kurtha' for
 * 'kurta', 'jeens' for 'jeans', 'vallet' for 'wallet'). A word made by one such swap that the
 * catalogue holds is the correction, before any word a letter away ('fone' is one letter from
 * 'fine' and 'tone', two from 'phone').
 */
export const SOUND_ALIKE: ReadonlyArray<readonly [string, string]> = [
  ['f', 'ph'], ['ph', 'f'],
  ['i', 'ee'], ['ee', 'i'], ['ee', 'ea'], ['ea', 'ee'], ['y', 'i'], ['i', 'y'],
  ['u', 'oo'], ['oo', 'u'],
  ['k', 'c'], ['c', 'k'], ['k', 'ck'], ['q', 'k'],
  ['th', 't'], ['t', 'th'], ['dh', 'd'], ['d', 'dh'], ['bh', 'b'], ['b', 'bh'],
  ['v', 'w'], ['w', 'v'], ['z', 's'], ['s', 'z'], ['sh', 's'], ['s', 'sh'],
];

/**
 * Shopping words as shoppers in India type them in Hindi (Devanagari, or Hindi in Latin letters),
 * with the catalogue's English word for each. A word so typed that the catalogue does not hold is
 * searched as its English word when the catalogue holds that ('चावल' -> rice, 'chawal' -> rice),
 * and the page says so ('Showing results for rice').
 */
export const HINDI_WORDS: Readonly<Record<string, string>> = {
  चावल: 'rice', चाय: 'tea', चीनी: 'sugar', नमक: 'salt', तेल: 'oil', दाल: 'dal', आटा: 'atta', घी: 'ghee',
  मसाला: 'masala', मसाले: 'spices', बासमती: 'basmati', शहद: 'honey', कॉफी: 'coffee', कॉफ़ी: 'coffee', साबुन: 'soap',
  साड़ी: 'saree', साडी: 'saree', कुर्ता: 'kurta', कुर्ती: 'kurti', दुपट्टा: 'dupatta', लहंगा: 'lehenga', शेरवानी: 'sherwani',
  कमीज: 'shirt', कमीज़: 'shirt', शर्ट: 'shirt', जींस: 'jeans', जैकेट: 'jacket', स्वेटर: 'sweater',
  जूते: 'shoes', जूता: 'shoes', चप्पल: 'sandals', सैंडल: 'sandals', बैग: 'bag', थैला: 'bag', बटुआ: 'wallet', पर्स: 'wallet',
  घड़ी: 'watch', घडी: 'watch', फोन: 'phone', फ़ोन: 'phone', मोबाइल: 'mobile', लैपटॉप: 'laptop', हेडफोन: 'headphones',
  किताब: 'book', किताबें: 'book', गहने: 'jewellery', हार: 'necklace', चूड़ियाँ: 'bangles', चूड़ी: 'bangles', अंगूठी: 'ring',
  झुमके: 'earrings', बालियाँ: 'earrings', मंगलसूत्र: 'mangalsutra', इत्र: 'attar', कुर्सी: 'chair', बोतल: 'bottle',
  चादर: 'bedsheet', तौलिया: 'towel', खिलौने: 'toys', अचार: 'pickle',
  chawal: 'rice', chai: 'tea', cheeni: 'sugar', chini: 'sugar', namak: 'salt', tel: 'oil', sabun: 'soap', kameez: 'shirt',
  joote: 'shoes', joota: 'shoes', juta: 'shoes', chappal: 'sandals', ghadi: 'watch', ghari: 'watch', kitab: 'book',
  gehne: 'jewellery', choodi: 'bangles', chudi: 'bangles', angoothi: 'ring', jhumke: 'earrings', itra: 'attar', kursi: 'chair',
  botal: 'bottle', chadar: 'bedsheet', achar: 'pickle', masale: 'spices',
};

/** Every word one SOUND_ALIKE swap makes of `typed`. */
export function soundAlikes(typed: string): string[] {
  const out = new Set<string>();
  for (const [from, to] of SOUND_ALIKE) {
    for (let at = typed.indexOf(from); at >= 0; at = typed.indexOf(from, at + 1)) out.add(typed.slice(0, at) + to + typed.slice(at + from.length));
  }
  out.delete(typed);
  return [...out];
}

/** The most index terms kept for prefix checks (past it, no search is ruled out: see lacksPrefix). */
export const MAX_INDEX_TERMS = 1_000_000;

/** A search word the index's own tokenizers keep as it is (SQLite unicode61, PostgreSQL 'simple'). */
const PLAIN_WORD = /^[a-z]+$/;

/** Words shorter than this are not looked for inside compounds ('top' would find 'laptop'). */
export const MIN_COMPOUND_PART = 4;
/** The head of a compound ('smart' of 'smartphone') is a catalogue word at least this long. */
export const MIN_COMPOUND_HEAD = 3;
/** The most compounds a search word brings in (the commonest). */
export const MAX_COMPOUNDS = 6;
/** How many words' compounds a vocabulary keeps worked out. */
const MAX_KEPT_COMPOUNDS = 5000;

export class Vocabulary {
  private readonly words: VocabularyWord[];
  private readonly known = new Set<string>();
  private readonly docsOf = new Map<string, VocabularyWord>();
  private readonly postings = new Map<string, number[]>();
  private readonly compounds = new Map<string, readonly string[]>();
  /** The words spelt back to front, sorted (built on the first look for compounds). */
  private backwards: { back: string; i: number }[] | undefined;
  /** Every term of the index, sorted by code unit (undefined: not known in full). */
  private readonly terms: string[] | undefined;

  /**
   * `words`: what corrections may choose from. `indexTerms`: every term the search index holds (digits,
   * short words and all), when known, so that lacksPrefix can rule a search out.
   */
  constructor(words: readonly VocabularyWord[], indexTerms?: readonly string[]) {
    this.terms = indexTerms && indexTerms.length <= MAX_INDEX_TERMS ? [...indexTerms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : undefined;
    this.words = [...words].sort((a, b) => b.docs - a.docs || (a.word < b.word ? -1 : 1)).slice(0, MAX_VOCABULARY);
    this.words.forEach((w, i) => {
      this.known.add(w.word);
      this.docsOf.set(w.word, w);
      for (const t of trigrams(w.word)) {
        let list = this.postings.get(t);
        if (!list) {
          list = [];
          this.postings.set(t, list);
        }
        list.push(i);
      }
    });
  }

  get size(): number {
    return this.words.length;
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /**
   * True only when no term of the index starts with `typed`, so a search for it (each search word
   * matches as a prefix) finds nothing: the search need not run. False when a term does, and
   * whenever that cannot be told for sure: no full term list, or a word the index's tokenizer could
   * change (anything but lower-case a-z: digits, accents, other scripts).
   */
  lacksPrefix(typed: string): boolean {
    const terms = this.terms;
    if (!terms || !PLAIN_WORD.test(typed)) return false;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid] < typed) lo = mid + 1;
      else hi = mid;
    }
    return lo === terms.length || !terms[lo].startsWith(typed);
  }

  /**
   * The catalogue's word closest to `typed`, or undefined when none is within its allowed edits.
   * `asPrefix`: `typed` may be the start of a word still being typed ('hedpho' -> 'headphones'), from
   * MIN_PREFIX_CORRECTED letters.
   */
  correct(typed: string, asPrefix = false): string | undefined {
    const english = HINDI_WORDS[typed];
    if (english && this.known.has(english)) return english;
    const max = allowedEdits(typed.length);
    if (max === 0 || !/^\p{L}+$/u.test(typed)) return undefined;
    const alike = this.soundAlike(typed);
    if (alike) return alike;
    const grams = trigrams(typed);
    // Each edit spoils at most three trigrams; a prefix also loses its closing one.
    const needed = Math.max(1, grams.length - 3 * max - (asPrefix ? 1 : 0));
    const shared = new Map<number, number>();
    for (const t of grams) for (const i of this.postings.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    let best: { i: number; d: number } | undefined;
    for (const [i, n] of shared) {
      if (n < needed) continue;
      const word = this.words[i].word;
      let d = editDistance(typed, word, max);
      if (asPrefix && typed.length >= MIN_PREFIX_CORRECTED && word.length > typed.length) {
        for (const len of [typed.length - 1, typed.length, typed.length + 1]) {
          if (len >= MIN_CORRECTED_LENGTH && len <= word.length) d = Math.min(d, editDistance(typed, word.slice(0, len), max));
        }
      }
      // (words are in order of how common they are: the first at the best distance wins)
      if (d <= max && (!best || d < best.d || (d === best.d && i < best.i))) best = { i, d };
    }
    return best && best.d > 0 ? this.words[best.i].word : undefined;
  }

  /**
   * Two catalogue words written as one ('smartwatch' -> ['smart', 'watch'], 'basmatirice' ->
   * ['basmati', 'rice']), each of MIN_COMPOUND_HEAD letters or more; with `asPrefix` the second may
   * be the start of an index term ('smartwat'). Of several ways to cut it, the one whose rarer word
   * is commonest. Undefined when there is none.
   */
  split(typed: string, asPrefix = false): [string, string] | undefined {
    if (!PLAIN_WORD.test(typed) || typed.length < 2 * MIN_COMPOUND_HEAD) return undefined;
    let best: { parts: [string, string]; docs: number } | undefined;
    for (let at = MIN_COMPOUND_HEAD; at <= typed.length - MIN_COMPOUND_HEAD; at++) {
      const head = this.docsOf.get(typed.slice(0, at));
      if (!head) continue;
      const tailWord = typed.slice(at);
      const tail = this.docsOf.get(tailWord);
      const docs = tail ? Math.min(head.docs, tail.docs) : asPrefix && this.terms && !this.lacksPrefix(tailWord) ? Math.min(head.docs, 1) : 0;
      if (docs > 0 && (!best || docs > best.docs)) best = { parts: [head.word, tailWord], docs };
    }
    return best?.parts;
  }

  /**
   * The catalogue's compounds ending in `typed`, as the stems a search matches as prefixes: 'phone'
   * -> 'smartphone', 'earphone' (of 'earphones'), 'bags' -> 'handbags'. A compound is a catalogue word
   * that is another catalogue word of MIN_COMPOUND_HEAD letters or more ('smart', 'ear', 'hand')
   * followed by `typed`, or `typed` with 's' or 'es' (a plural, cut off again). So 'table' finds no
   * 'comfortable' ('comfor' is no word) and 'ring' no 'during'. Only plain words of MIN_COMPOUND_PART
   * letters or more; at most MAX_COMPOUNDS, the commonest first; worked out once per word.
   */
  compoundsOf(typed: string): readonly string[] {
    if (typed.length < MIN_COMPOUND_PART || !PLAIN_WORD.test(typed)) return [];
    const kept = this.compounds.get(typed);
    if (kept) return kept;
    // (the words ending in `typed`, `typed`s or `typed`es, read off the words sorted back to front)
    const candidates: number[] = [];
    for (const tail of ['', 's', 'es']) candidates.push(...this.wordsEndingIn(typed + tail));
    candidates.sort((a, b) => a - b);
    const found: string[] = [];
    for (const i of candidates) {
      if (found.length >= MAX_COMPOUNDS) break;
      const word = this.words[i].word;
      const end = word.endsWith(`${typed}es`) ? word.length - 2 : word.endsWith(`${typed}s`) ? word.length - 1 : word.length;
      const head = word.slice(0, end - typed.length);
      if (head.length < MIN_COMPOUND_HEAD || !this.known.has(head)) continue;
      const stem = word.slice(0, end);
      if (!found.includes(stem)) found.push(stem);
    }
    if (this.compounds.size >= MAX_KEPT_COMPOUNDS) this.compounds.clear();
    this.compounds.set(typed, found);
    return found;
  }

  /** The positions in `words` (commonest first) of the words ending in `ending`. */
  private wordsEndingIn(ending: string): number[] {
    if (!this.backwards) {
      this.backwards = this.words.map((w, i) => ({ back: [...w.word].reverse().join(''), i }));
      this.backwards.sort((a, b) => (a.back < b.back ? -1 : a.back > b.back ? 1 : 0));
    }
    const list = this.backwards;
    const back = [...ending].reverse().join('');
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid].back < back) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let k = lo; k < list.length && list[k].back.startsWith(back); k++) out.push(list[k].i);
    return out;
  }

  /** The commonest catalogue word one sound-alike swap makes of `typed` (SOUND_ALIKE), if any. */
  private soundAlike(typed: string): string | undefined {
    let best: VocabularyWord | undefined;
    for (const word of soundAlikes(typed)) {
      const found = this.docsOf.get(word);
      if (found && (!best || found.docs > best.docs)) best = found;
    }
    return best?.word;
  }
}
