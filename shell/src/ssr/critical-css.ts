// The styles a rendered page needs before it can paint, cut from the shell's stylesheets for that
// page's HTML: every rule with a selector whose classes all occur in the page (rules that name no
// class, such as Bootstrap's reboot and its variables, always). The page carries them inline, so its
// first paint waits for no stylesheet; the whole sheets still load, without blocking, for what the
// browser adds later (menus, dialogs, states). A cut may keep more than the page uses (an element or
// state it lacks), never less than its classes ask for.
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

interface Unit {
  /** The selectors of one rule, each with the classes and data attributes it needs. */
  selectors: { text: string; classes: string[]; attributes: string[] }[];
  /** The rule's declarations, as CSS. */
  body: string;
}

/** A rule, an at-rule holding rules (@media, @supports, …), or an at-rule kept whole (@font-face, …). */
type Node =
  | { kind: 'rule'; unit: Unit }
  | { kind: 'group'; prelude: string; children: Node[] }
  | { kind: 'keep'; name: string | null; css: string }
  | { kind: 'font'; family: string; css: string };

const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'document']);

/** What a selector needs of the page: its classes and data attributes, outside :not() and friends. */
function needs(selector: string): { classes: string[]; attributes: string[] } {
  let s = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  // Anything inside :not(), :is(), :where() and :has() is a condition, not something the page must hold.
  for (;;) {
    const at = s.search(/:(?:not|is|where|has)\(/);
    if (at < 0) break;
    let depth = 0;
    let end = s.indexOf('(', at);
    for (; end < s.length; end++) {
      if (s[end] === '(') depth++;
      else if (s[end] === ')' && --depth === 0) break;
    }
    s = s.slice(0, at) + s.slice(end + 1);
  }
  const attributes = [...s.matchAll(/\[\s*(data-[\w-]+)/g)].map((m) => m[1] as string);
  s = s.replace(/\[[^\]]*\]/g, '');
  const classes = [...s.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] as string).replace(/\\(.)/g, '$1'));
  return { classes, attributes };
}

function declarations(rule: Container): string {
  return (rule.nodes ?? [])
    .filter((n) => n.type === 'decl')
    .map((d) => `${d.prop}:${d.value}${d.important ? '!important' : ''}`)
    .join(';');
}

function compact(node: ChildNode): string {
  if (node.type === 'decl') return `${node.prop}:${node.value}${node.important ? '!important' : ''}`;
  if (node.type === 'comment') return '';
  if (node.type === 'rule') return `${node.selectors.join(',')}{${(node.nodes ?? []).map(compact).filter(Boolean).join(';')}}`;
  const at = node as AtRule;
  const head = `@${at.name}${at.params ? ` ${at.params}` : ''}`;
  return at.nodes ? `${head}{${at.nodes.map(compact).filter(Boolean).join(at.nodes.some((n) => n.type !== 'decl') ? '' : ';')}}` : `${head};`;
}

function build(nodes: ChildNode[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      const rule = node as Rule;
      out.push({ kind: 'rule', unit: { selectors: rule.selectors.map((text) => ({ text, ...needs(text) })), body: declarations(rule) } });
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (GROUPS.has(at.name.toLowerCase()) && at.nodes) out.push({ kind: 'group', prelude: `@${at.name} ${at.params}`, children: build(at.nodes) });
      else if (at.name.toLowerCase() === 'charset') continue; // only the first line of a file may say it
      else if (/keyframes$/i.test(at.name)) out.push({ kind: 'keep', name: at.params.trim(), css: compact(at) });
      else if (at.name.toLowerCase() === 'font-face') {
        let family = '';
        at.walkDecls(/^font-family$/i, (d) => {
          family = d.value.trim().replace(/^["']|["']$/g, '');
        });
        out.push({ kind: 'font', family, css: compact(at) });
      }
      else out.push({ kind: 'keep', name: null, css: compact(at) });
    }
  }
  return out;
}

/** The classes and data attributes a page's HTML holds. */
export function pageVocabulary(html: string): { classes: Set<string>; attributes: Set<string> } {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of (m[1] as string).split(/\s+/)) if (c) classes.add(c.replace(/&amp;/g, '&'));
  const attributes = new Set<string>();
  for (const m of html.matchAll(/\s(data-[\w-]+)(?=[\s=>/])/g)) attributes.add(m[1] as string);
  return { classes, attributes };
}

export class CriticalStyles {
  private readonly sheets: Node[][];
  /** Pages of one kind hold the same classes: their cut is made once (a few kept, newest last). */
  private readonly made = new Map<string, string>();

  constructor(texts: string[]) {
    this.sheets = texts.map((text) => build(postcss.parse(text).nodes));
  }

  /** The rules of every sheet, in order, that the page's HTML can use. */
  forHtml(html: string): string {
    const { classes, attributes } = pageVocabulary(html);
    const key = `${[...classes].sort().join(' ')}|${[...attributes].sort().join(' ')}`;
    const known = this.made.get(key);
    if (known !== undefined) return known;
    const css = this.cut(classes, attributes);
    this.made.set(key, css);
    if (this.made.size > 64) this.made.delete(this.made.keys().next().value as string);
    return css;
  }

  private cut(classes: Set<string>, attributes: Set<string>): string {
    const wanted = (s: Unit['selectors'][number]) => s.classes.every((c) => classes.has(c)) && s.attributes.every((a) => attributes.has(a));
    const keyframes: { name: string; css: string }[] = [];
    const fonts: { family: string; css: string }[] = [];
    const cut = (nodes: Node[]): string[] => {
      const pieces: string[] = [];
      for (const node of nodes) {
        if (node.kind === 'rule') {
          const kept = node.unit.selectors.filter(wanted);
          if (kept.length && node.unit.body) pieces.push(`${kept.map((s) => s.text).join(',')}{${node.unit.body}}`);
        } else if (node.kind === 'group') {
          const inner = lastOfEach(cut(node.children)).join('');
          if (inner) pieces.push(`${node.prelude}{${inner}}`);
        } else if (node.kind === 'font') {
          fonts.push(node);
        } else if (node.name !== null) {
          keyframes.push({ name: node.name, css: node.css });
        } else {
          pieces.push(node.css);
        }
      }
      return pieces;
    };
    // The same rule twice (two chunks of one slice both carry it): the later copy alone keeps the cascade.
    const css = withoutUnusedBootstrapVariables(lastOfEach(this.sheets.flatMap(cut)).join(''));
    // An animation or a font face is kept when a kept rule names it.
    const named = (name: string) => new RegExp(`(^|[\\s,:"'])${name.replace(/[^\w-]/g, '\\$&')}([\\s,;!}"']|$)`).test(css);
    return (
      fonts.filter((f) => f.family && named(f.family)).map((f) => f.css).join('') +
      css +
      // Several chunks of one slice carry the same keyframes: each once.
      [...new Set(keyframes.filter((k) => named(k.name)).map((k) => k.css))].join('')
    );
  }
}

/** A Bootstrap variable's declaration whose value is plain (no string, block or statement end inside). */
const BOOTSTRAP_VARIABLE = /([{;])(--bs-[\w-]+):([^;{}"']*)(?=[;}])/g;

/**
 * Bootstrap declares about 150 variables on :root; a page's rules use a third of them. The first
 * paint needs only those (the whole sheet, loaded after it, declares them all again), so the others
 * leave the cut: about 4 kB of every page. Only Bootstrap's own (`--bs-*`): no slice's markup or
 * styles name them (the shop's own variables, `--sf-*`, stay whole). Variables that name others are
 * followed until nothing new is used.
 */
export function withoutUnusedBootstrapVariables(css: string): string {
  const declared = new Map<string, string>();
  for (const m of css.matchAll(BOOTSTRAP_VARIABLE)) declared.set(m[2] as string, `${declared.get(m[2] as string) ?? ''} ${m[3]}`);
  const uses = (text: string) => [...text.matchAll(/var\(\s*(--bs-[\w-]+)/g)].map((m) => m[1] as string);
  const used = new Set(uses(css.replace(BOOTSTRAP_VARIABLE, '$1')));
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of [...used]) {
      for (const next of uses(declared.get(name) ?? '')) {
        if (!used.has(next)) {
          used.add(next);
          grew = true;
        }
      }
    }
  }
  return css
    // A value cut short at a `;` inside parentheses (an unquoted data URL) is not a whole declaration: kept.
    .replace(BOOTSTRAP_VARIABLE, (whole, before: string, name: string, value: string) =>
      used.has(name) || value.split('(').length !== value.split(')').length ? whole : before,
    )
    .replace(/;;+/g, ';')
    .replace(/\{;/g, '{')
    .replace(/;\}/g, '}');
}

/** The pieces with each repeated one kept at its last place only. */
function lastOfEach(pieces: string[]): string[] {
  const last = new Map<string, number>();
  pieces.forEach((p, i) => last.set(p, i));
  return pieces.filter((p, i) => last.get(p) === i);
}
