// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from '@storefront/shared/ui/star-rating';
import { APPLY_STYLE_ATTRIBUTES, decodeAttribute, safeDeclarations, STYLE_ATTRIBUTE, styleClass, StyleAttributes } from './style-attributes';

/** Each rule as its selector and its declarations. */
const parse = (css: string) =>
  css.split('\n').filter(Boolean).map((rule) => {
    const open = rule.lastIndexOf('{');
    return { selector: rule.slice(0, open), body: rule.slice(open + 1, -1) };
  });

const whole = (html: string) => {
  const styles = new StyleAttributes();
  const out = styles.push(html) + styles.end();
  return { html: out, rules: styles.rules() };
};

describe('StyleAttributes', () => {
  const page = renderToString(
    <div>
      <StarRating value={3.5} />
      <StarRating value={3.5} />
      <StarRating value={4} size={18} />
      <span className="quote" style={{ fontFamily: '"Shop Sans", sans-serif', minHeight: 170 }}>quoted</span>
      <img alt='a "quoted" alt with style="x"' src="/a.png" style={{ display: 'contents' }} />
    </div>,
  );

  it('moves every style attribute to data-sf-style, and writes one rule per distinct one, on a class given to exactly the elements carrying it', () => {
    document.body.innerHTML = page;
    const before = Array.from(document.querySelectorAll('[style]')).map((el) => el.getAttribute('style'));
    const { html, rules } = whole(page);
    document.body.innerHTML = html;
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(Array.from(document.querySelectorAll(`[${STYLE_ATTRIBUTE}]`)).map((el) => el.getAttribute(STYLE_ATTRIBUTE))).toEqual(before);

    const parsed = parse(rules);
    expect(parsed).toHaveLength(new Set(before).size);
    for (const { selector, body } of parsed) {
      const found = Array.from(document.querySelectorAll(selector));
      expect(found.length, selector).toBeGreaterThan(0);
      // The declarations are the attribute's own text, as the browser reads it.
      for (const el of found) expect(el.getAttribute(STYLE_ATTRIBUTE)).toBe(body);
    }
    expect(Array.from(document.querySelectorAll(`[${STYLE_ATTRIBUTE}]`)).every((el) => parsed.some((r) => el.matches(r.selector)))).toBe(true);
    // An element's own classes stay, the rule's is added.
    expect(document.querySelector('span.quote')!.className).toMatch(/^quote sf-s\d+$/);
    // Two ratings of 3.5 share their rule; quoted fonts and the star tiles (data URIs) survive whole.
    expect(document.querySelectorAll(parsed.find((r) => r.body.includes('width:70%'))!.selector)).toHaveLength(2);
    expect(parsed.some((r) => r.body.includes('font-family:"Shop Sans", sans-serif'))).toBe(true);
    expect(parsed.some((r) => r.body.includes('url("data:image/svg+xml'))).toBe(true);
  });

  it('outweighs class rules, as an inline style does', () => {
    const { html, rules } = whole('<p style="color:red">x</p>');
    expect(html).toBe(`<p class="${styleClass(0)}" ${STYLE_ATTRIBUTE}="color:red">x</p>`);
    expect(parse(rules)[0].selector).toBe(`.${styleClass(0)}:not(#_):not(#_)`);
  });

  it('renames a tag cut between two chunks, wherever the cut falls', () => {
    const { html, rules } = whole(page);
    for (let at = 1; at < page.length; at += 7) {
      const styles = new StyleAttributes();
      expect(styles.push(page.slice(0, at)) + styles.push(page.slice(at)) + styles.end(), `cut at ${at}`).toBe(html);
      expect(styles.rules()).toBe(rules);
    }
  });

  it('writes no rule for a declaration list that could reach out of it, and still renames it', () => {
    for (const bad of ['color:red} body{display:none', 'color:red/*', 'content:"a', 'background:url(x', 'width:1px)', 'color:\\7d', 'a:b</style><script>']) {
      expect(safeDeclarations(bad), bad).toBe(false);
    }
    const { html, rules } = whole(`<p style="color:red} body{display:none">a</p><p style="content:&quot;a">b</p><p style="color:blue">c</p>`);
    expect(rules).toBe(`.${styleClass(0)}:not(#_):not(#_){color:blue}`);
    expect(html).not.toContain(' style=');
    expect(html.match(/class=/g)).toHaveLength(1);
  });

  it('reads the attribute as the browser does, and only the style attribute', () => {
    expect(decodeAttribute('a&amp;b &quot;c&quot; &#x27;d&#39; &lt;e&gt; &unknown;')).toBe('a&b "c" \'d\' <e> &unknown;');
    for (const html of ['<p title="style=&quot;color:red&quot;">no style attribute</p>', '<p data-style="color:red">not a style attribute</p>', '<p>style="color:red"</p>']) {
      expect(whole(html)).toEqual({ html, rules: '' });
    }
  });

  it("the starter's part gives each element its style through the style object", () => {
    document.body.innerHTML = whole(page).html;
    new Function('d', APPLY_STYLE_ATTRIBUTES)(document);
    const fill = document.querySelector('[data-rating="3.5"]') as HTMLElement;
    expect(fill.style.position).toBe('absolute');
    expect(fill.style.width).toBe('70%');
  });
});
