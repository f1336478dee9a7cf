import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CriticalStyles, pageVocabulary } from './critical-css';

const SHEET = `
/* base */
:root { --brand: green; }
body { margin: 0; }
.card { padding: 4px; }
.card .title, .modal .title { font-weight: 700; }
.btn:not(.disabled):hover { color: red; }
.toast { opacity: 0; }
[data-theme=dark] .card { background: black; }
a[href^="http://a.b"] { color: blue; }
@media (min-width: 576px) { .card { padding: 8px; } .modal { width: 500px; } }
@media print { .toast { display: none; } }
.spin { animation: spinner 1s linear infinite; }
@keyframes spinner { to { transform: rotate(360deg); } }
@keyframes fade { from { opacity: 0; } to { opacity: 1; } }
@font-face { font-family: Shop; src: url(shop.woff2); }
@font-face { font-family: "Icons"; src: url(icons.woff2); }
.icon::after { font-family: "Icons"; content: 'x'; }
.card { padding: 4px; }
`;

describe('CriticalStyles', () => {
  const cut = (html: string) => new CriticalStyles([SHEET]).forHtml(html);

  it('keeps the rules whose classes the page holds, with only the selectors it can use', () => {
    const css = cut('<div class="card"><h2 class="title">T</h2></div>');
    expect(css).toContain('.card{padding:4px}');
    expect(css).toContain('.card .title{font-weight:700}');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('.toast');
  });

  it('always keeps what names no class: variables, elements, attributes of links', () => {
    const css = cut('<p>plain</p>');
    expect(css).toContain(':root{--brand:green}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('a[href^="http://a.b"]{color:blue}');
  });

  it('keeps a font face only when a kept rule uses its family', () => {
    expect(cut('<p>plain</p>')).not.toContain('@font-face');
    const css = cut('<i class="icon"></i>');
    expect(css).toContain('@font-face{font-family:"Icons";src:url(icons.woff2)}');
    expect(css).not.toContain('font-family:Shop');
    expect(new CriticalStyles(['@font-face{font-family:Shop;src:url(s.woff2)} body{font:16px Shop,sans-serif}']).forHtml('<p>x</p>')).toContain('@font-face{font-family:Shop');
  });

  it('keeps a rule that comes twice at its last place only (the cascade it had)', () => {
    const css = cut('<div class="card"></div>');
    expect(css.match(/\.card\{padding:4px\}/g)).toHaveLength(1);
    expect(css.indexOf('.card{padding:4px}')).toBeGreaterThan(css.indexOf('@media (min-width: 576px)'));
  });

  it('reads a class inside :not() as a condition, not as something the page must hold', () => {
    expect(cut('<button class="btn">Go</button>')).toContain('.btn:not(.disabled):hover{color:red}');
  });

  it('keeps a media block only for the rules in it the page uses', () => {
    const css = cut('<div class="card"></div>');
    expect(css).toContain('@media (min-width: 576px){.card{padding:8px}}');
    expect(css).not.toContain('@media print');
  });

  it('needs the data attribute a selector names', () => {
    expect(cut('<div class="card"></div>')).not.toContain('[data-theme=dark]');
    expect(cut('<html data-theme="dark"><div class="card"></div></html>')).toContain('[data-theme=dark] .card{background:black}');
  });

  it('keeps an animation only when a kept rule runs it', () => {
    expect(cut('<span class="spin"></span>')).toContain('@keyframes spinner{to{transform:rotate(360deg)}}');
    expect(cut('<span class="card"></span>')).not.toContain('@keyframes spinner');
    expect(cut('<span class="spin"></span>')).not.toContain('@keyframes fade');
  });

  it('gives the same cut to pages that hold the same classes, and its own to another', () => {
    const styles = new CriticalStyles([SHEET]);
    const a = styles.forHtml('<div class="card"></div>');
    expect(styles.forHtml('<section class="card">other text</section>')).toBe(a);
    expect(styles.forHtml('<div class="toast"></div>')).not.toBe(a);
  });

  it("cuts Bootstrap to a page's worth", () => {
    const bootstrap = readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
    const css = new CriticalStyles([bootstrap]).forHtml('<div class="container"><button class="btn btn-primary">Buy</button></div>');
    expect(css).toContain('.btn-primary{');
    expect(css).toMatch(/\.container\{/);
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('@charset');
    expect(css.length).toBeLessThan(bootstrap.length / 5);
  });
});

describe('pageVocabulary', () => {
  it("reads the classes and data attributes of a page's HTML", () => {
    const { classes, attributes } = pageVocabulary('<div class="a  b" data-x="1"><span class="c" data-flag></span><p>class="not-a-class"</p></div>');
    expect([...classes].sort()).toEqual(['a', 'b', 'c']);
    expect([...attributes].sort()).toEqual(['data-flag', 'data-x']);
  });
});

describe('withoutUnusedBootstrapVariables', () => {
  it("keeps the Bootstrap variables the cut's rules use, and those they name in turn, and drops the rest", async () => {
    const { withoutUnusedBootstrapVariables } = await import('./critical-css');
    const css =
      ':root{--bs-blue:#0d6efd;--bs-red:#dc3545;--bs-font:system-ui;--bs-body-font:var(--bs-font);--sf-brand:#3bb77e;--bs-quoted:"x;y"}' +
      'body{font-family:var(--bs-body-font);color:var(--bs-blue)}';
    expect(withoutUnusedBootstrapVariables(css)).toBe(
      ':root{--bs-blue:#0d6efd;--bs-font:system-ui;--bs-body-font:var(--bs-font);--sf-brand:#3bb77e;--bs-quoted:"x;y"}body{font-family:var(--bs-body-font);color:var(--bs-blue)}',
    );
  });

  it('leaves a block that declared nothing used empty but valid', async () => {
    const { withoutUnusedBootstrapVariables } = await import('./critical-css');
    expect(withoutUnusedBootstrapVariables(':root{--bs-a:1;--bs-b:2}p{margin:0}')).toBe(':root{}p{margin:0}');
  });
});
