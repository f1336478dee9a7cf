// The page's Content Security Policy lets no inline style in but by this response's nonce: a
// `style="…"` attribute in the HTML would be refused (and reported) by the browser. So the server
// renames each style attribute React writes to `data-sf-style` and carries each distinct one as a
// rule of the page's nonce'd style block that matches it and outweighs the style sheets' own rules,
// as an inline style would: the first paint, and a page read with JavaScript off, look as React
// meant. The page's starter then hands each one to its element's style object (CSSOM, which the
// policy does not govern) before the scripts hydrate, so what React later changes in a style applies
// as usual. React checks no attribute while hydrating a production build.

/** The attribute a server-written style travels in. */
export const STYLE_ATTRIBUTE = 'data-sf-style';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** The attribute's text as the browser reads it from React's escaped HTML. */
export function decodeAttribute(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Whether a declaration list can stand inside a rule without reaching out of it: no braces, no
 * comment, no escape, no `<`, and its quotes and brackets closed. Anything else gets no rule (the
 * starter still applies it, through the style object, where it cannot reach out of anything).
 */
export function safeDeclarations(text: string): boolean {
  if (/[{}\\<\n\r\f]|\/\*/.test(text)) return false;
  let quote: string | null = null;
  let depth = 0;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')' && --depth < 0) return false;
  }
  return quote === null && depth === 0;
}

/** A CSS string holding `text` (safe text: no backslash or newline to escape). */
const cssString = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

// Two ID-weight negations: the rule outweighs any class or element rule of the page's sheets, as an
// inline style would (an `!important` rule still wins, as it would over an inline style).
const OUTWEIGH = ':not(#_):not(#_)';

// A tag's style attribute (React writes every attribute double-quoted, with `"` and `>` escaped in
// values and `<` in text, so a match never starts inside a value or a text).
const TAG_STYLE = /(<[a-zA-Z][^\s>/]*\s(?:[^>]*?\s)?)style="([^"]*)"/g;

/**
 * Renames the style attributes of a page's HTML as it streams, and gathers their rules. A tag cut
 * by the end of a chunk waits for the next one.
 */
export class StyleAttributes {
  private carry = '';
  private readonly seen = new Set<string>();
  private readonly list: string[] = [];

  /** The chunk's HTML, less an unfinished tag at its end (kept for the next chunk). */
  push(chunk: string): string {
    const text = this.carry + chunk;
    const open = text.lastIndexOf('<');
    const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
    this.carry = text.slice(cut);
    return this.rename(text.slice(0, cut));
  }

  /** Whatever was kept back, once the page has ended. */
  end(): string {
    const rest = this.carry;
    this.carry = '';
    return this.rename(rest);
  }

  /** The rules standing in for the attributes renamed so far, one per distinct attribute. */
  rules(): string {
    return this.list.join('\n');
  }

  private rename(html: string): string {
    return html.replace(TAG_STYLE, (_whole, tag: string, raw: string) => {
      this.add(decodeAttribute(raw));
      return `${tag}${STYLE_ATTRIBUTE}="${raw}"`;
    });
  }

  private add(value: string): void {
    if (this.seen.has(value)) return;
    this.seen.add(value);
    if (value.trim() && safeDeclarations(value)) this.list.push(`[${STYLE_ATTRIBUTE}=${cssString(value)}]${OUTWEIGH}{${value}}`);
  }
}

/** The starter's part: each server-written style handed to its element's style object. */
export const APPLY_STYLE_ATTRIBUTES =
  `d.querySelectorAll("[${STYLE_ATTRIBUTE}]").forEach(function(e){e.style.cssText=e.getAttribute("${STYLE_ATTRIBUTE}");e.removeAttribute("${STYLE_ATTRIBUTE}");});`;
