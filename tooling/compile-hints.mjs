// V8's explicit compile hint (Chromium 136 and later): a script whose first line is the magic
// comment `//# allFunctionsCalledOnLoad` has all its functions compiled while it downloads, on a
// background thread, instead of each one on the main thread the first time it is called. A page
// rendered on the server runs nearly all of its scripts' functions while it hydrates (React DOM,
// the router, the federation runtime, the regions' components), and that lazy compiling sat in the
// window between the first paint and a page that works (issue 28: about 210 ms of the main thread's
// 2.3 s on a phone profile). Other browsers read a comment.
//
// Every script of a production browser build carries it: nearly all of them are what some page
// hydrates with, and a script loaded later (a quick view, the checkout) is compiled while it
// downloads too, off the main thread. The cost is memory for functions never called. A/B with
// `npm run bench:ready` (interleaved, 28 November): README, "Scripts compiled while they download".
import webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {object} o
 * @param {(file: string) => boolean} [o.only]  which emitted .js files get the hint (all by default)
 */
export class CompileHints {
  constructor({ only = () => true } = {}) {
    this.only = only;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // After the minifier (which drops comments), before source maps and the content hashes.
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!file.endsWith('.js') || !this.only(file)) continue;
          compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
