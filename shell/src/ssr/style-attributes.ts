// The page's Content Security Policy lets no inline style in but by this response's nonce: a
// `style="…"` attribute in the HTML would be refused (and reported) by the browser. So the server
// renames each style attribute React writes to `data-sf-style` and carries each distinct one as a
// rule of the page's nonce'd style block, on a class it adds to the element (`sf-s0`, `sf-s1`, …: a
// class rule is the cheapest the browser matches), that outweighs the style sheets' own rules as an
// inline style would: the first paint, and a page read with JavaScript off, look as React meant.
// The page's starter then hands each one to its element's style object (CSSOM, which the policy does
// not govern) before the scripts hydrate, so what React later changes in a style applies as usual;
// nothing else changes then (the same declarations: no new layout). React checks no attribute while
// hydrating a production build.

/** The attribute a server-written style travels in. */
export const STYLE_ATTRIBUTE = 'data-sf-style';
/** The class of the rule standing in for the n-th distinct style of a page. */
export const styleClass = (n: number) => `sf-s${n}`;

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

// Two ID-weight negations: the rule outweighs any class or element rule of the page's sheets, as an
// inline style would (an `!important` rule still wins, as it would over an inline style).
const OUTWEIGH = ':not(#_):not(#_)';

// A start tag with a style attribute (React writes every attribute double-quoted, with `"` and `>`
// escaped in values and `<` in text, so a match never starts inside a value or a text).
const TAG_STYLE = /(<[a-zA-Z][^\s>/]*)(\s[^>]*?)?\sstyle="([^"]*)"([^>]*>)/g;
const CLASS = /\sclass="([^"]*)"/;

/**
 * Renames the style attributes of a page's HTML as it streams, and gathers their rules. A tag cut
 * by the end of a chunk waits for the next one.
 */
export class StyleAttributes {
  private carry = '';
  /** Each distinct style's class (null: no rule can carry it). */
  private readonly classes = new Map<string, string | null>();
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
    return html.replace(TAG_STYLE, (_whole, name: string, before: string | undefined, raw: string, after: string) => {
      const cls = this.classFor(decodeAttribute(raw));
      let attrs = `${before ?? ''} ${STYLE_ATTRIBUTE}="${raw}"${after}`;
      if (cls) attrs = CLASS.test(attrs) ? attrs.replace(CLASS, (_c, list: string) => ` class="${list ? `${list} ` : ''}${cls}"`) : ` class="${cls}"${attrs}`;
      return name + attrs;
    });
  }

  private classFor(value: string): string | null {
    let cls = this.classes.get(value);
    if (cls === undefined) {
      cls = value.trim() && safeDeclarations(value) ? styleClass(this.list.length) : null;
      if (cls) this.list.push(`.${cls}${OUTWEIGH}{${value}}`);
      this.classes.set(value, cls);
    }
    return cls;
  }
}

/** The starter's part: each server-written style handed to its element's style object. */
export const APPLY_STYLE_ATTRIBUTES =
  `d.querySelectorAll("[${STYLE_ATTRIBUTE}]").forEach(function(e){e.style.cssText=e.getAttribute("${STYLE_ATTRIBUTE}");});`;
