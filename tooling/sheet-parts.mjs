// A large stylesheet in parts: the browser parses a sheet on the main thread in one go, and Bootstrap's
// (about 230 kB) held a phone's main thread for 60-100 ms at a time while the page was starting.
// Added one after the other, in order, the parts cascade exactly as the whole sheet does.

/** Sheets at least this large are also written in parts (bytes of CSS text). */
export const PART_THRESHOLD = 64 * 1024;
/** About how large each part is: one that parses in a few milliseconds on a slow phone. */
export const PART_TARGET = 40 * 1024;

/**
 * Cuts CSS text between top-level statements (after a rule or block closes, or after a `;` outside
 * any block) once a part has reached `target` characters. Strings, comments and escapes are stepped
 * over, so a brace inside them never counts. The parts joined are the text as it was.
 */
export function splitSheet(css, target = PART_TARGET) {
  const parts = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '\\') {
      i++;
    } else if (ch === '"' || ch === "'") {
      for (i++; i < css.length && css[i] !== ch; i++) if (css[i] === '\\') i++;
    } else if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (ch === '{') {
      depth++;
    } else if (ch === '}' || (ch === ';' && depth === 0)) {
      if (ch === '}') depth = Math.max(0, depth - 1);
      if (depth === 0 && i + 1 - start >= target && i + 1 < css.length) {
        parts.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  parts.push(css.slice(start));
  return parts;
}

/** The file name of a sheet's n-th part (1-based): `242.8cb9.css` -> `242.8cb9.part2.css`. */
export const partName = (file, n) => file.replace(/\.css$/, `.part${n}.css`);

/** Writes every large CSS asset of a build in parts too (the whole file stays, for everything else). */
export class SheetParts {
  constructor({ threshold = PART_THRESHOLD, target = PART_TARGET } = {}) {
    this.threshold = threshold;
    this.target = target;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SheetParts', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SheetParts', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!file.endsWith('.css') || /\.part\d+\.css$/.test(file)) continue;
          const text = assets[file].source().toString();
          if (text.length < this.threshold) continue;
          const parts = splitSheet(text, this.target);
          if (parts.length < 2) continue;
          parts.forEach((part, i) => compilation.emitAsset(partName(file, i + 1), new sources.RawSource(part)));
        }
      });
    });
  }
}
