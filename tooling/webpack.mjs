// One webpack + Module Federation recipe for the shell and every remote, so the slices agree on
// what is shared and how it is built. Each slice's webpack.config.mjs calls sliceConfig().
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import enhanced from '@module-federation/enhanced/webpack';
import { SheetParts } from './sheet-parts.mjs';
import { CompileHints } from './compile-hints.mjs';

const { ModuleFederationPlugin } = enhanced;
const require = createRequire(import.meta.url);
const TOOLING = dirname(fileURLToPath(import.meta.url));

/** The contract's singletons: exactly one React, one router, one store in the page. */
export function sharedSingletons(pkgDir) {
  const pkg = require(join(pkgDir, 'package.json'));
  const deps = pkg.dependencies ?? {};
  const single = (name, from = name) => ({
    singleton: true,
    requiredVersion: deps[from] && !deps[from].startsWith('workspace:') ? deps[from] : false,
  });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', 'react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', 'react-dom'),
    'react-router-dom': single('react-router-dom'),
    jotai: single('jotai'),
    '@storefront/shared': { singleton: true, requiredVersion: false, version: '0.1.0' },
  };
}

/**
 * The shell's page asks for the scripts and styles its entry loads at once (the bootstrap chunk
 * behind the federation boundary and the shared packages it provides) while the entry itself
 * downloads, instead of discovering them only once the entry has run.
 */
class PreloadStartupChunks {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunks', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        const files = new Set();
        for (const entry of compilation.entrypoints.values()) {
          for (const group of entry.getChildren()) {
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
          }
        }
        const links = [...files]
          .filter((f) => /\.(js|css)$/.test(f))
          .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')))
          .map((f) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: base + f, as: f.endsWith('.css') ? 'style' : 'script' }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** The file a remote's browser build writes beside its manifest: LazyChunks. */
export const LAZY_CHUNKS_FILE = 'lazy-chunks.json';

/**
 * Writes lazy-chunks.json: for each chunk group a slice names `lazy-*` (a page or section it loads
 * when first shown, `import(/* webpackChunkName: "lazy-listing" *\/ ...)`), the JS and CSS files it
 * needs. A page rendered on the server names the ones it showed (shared's useBrowserChunk), and the
 * rendering server preloads their scripts with it and names their stylesheets on the page
 * (shell/src/ssr/federation.ts), so hydrating them waits for no second round trip.
 */
class LazyChunks {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LazyChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LazyChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name?.startsWith('lazy-')) continue;
          groups[name] = group.getFiles().filter((f) => f.endsWith('.js') || f.endsWith('.css'));
        }
        compilation.emitAsset(LAZY_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify(groups)));
      });
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir        the slice's folder
 * @param {string} o.name       federation name (mf_catalogue, shell, ...)
 * @param {number} o.port       dev server port
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isShell]
 * @param {string} [o.title]
 */
export function sliceConfig({ dir, name, port, exposes = {}, isShell = false, title = 'Storefront' }) {
  return (_env, argv) => {
    const browser = browserConfig({ dir, name, port, exposes, isShell, title }, argv);
    // Production builds make the slice's Node build beside its browser build (released together):
    // the shell's rendering server loads it through the federation runtime for Node.
    const prod = argv.mode !== 'development';
    return prod && process.env.MF_TARGETS !== 'web' ? [browser, serverConfig({ dir, name, exposes, isShell })] : browser;
  };
}

/** How a slice's modules resolve, in its browser and its Node build alike. */
function sliceResolve(dir, isShell) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: isShell ? {} : { '@slice/app': join(dir, 'src', 'app') },
    // tooling's files resolve their packages (react, bootstrap, ...) from the building slice.
    modules: ['node_modules', join(dir, 'node_modules')],
  };
}

function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: join(dir, 'tsconfig.json') } },
  };
}

/** The slices' short prefixes for class names in production builds. */
const CLASS_PREFIX = { shell: 's', mf_catalogue: 'c', mf_product: 'p', mf_cart_checkout: 'k', mf_account: 'a' };

/**
 * CSS modules with the slice's prefix: the Node build needs the same class names, not the styles.
 * A production build names a class by its slice's letter and a hash (`c_x1Y2z`): a page of cards
 * repeats each name dozens of times, and the readable name (`mf_catalogue_card_x1Y2z`) cost a
 * category page about 20 kB. Development builds keep the readable names.
 */
function cssModules(name, { exportOnlyLocals = false } = {}) {
  const production = process.env.NODE_ENV === 'production';
  const localIdentName = production ? `${CLASS_PREFIX[name] ?? name}_[hash:base64:6]` : `${name}_[local]_[hash:base64:5]`;
  return {
    loader: require.resolve('css-loader'),
    options: { modules: { localIdentName, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals } },
  };
}

/** Marks the shell's Node build as CommonJS (the slice's package.json says "type": "module"). */
class CommonJsFolder {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolder', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsFolder', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new webpack.sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  }
}

const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

/**
 * The Node build of a slice. A remote's lands in dist/server/ (served beside its browser files, so
 * a release is one folder) as a CommonJS container whose chunks are fetched over HTTP relative to
 * its remoteEntry.js; the shell's lands in dist-server/ (never served) as the rendering server's
 * code. Styles are class names only; pictures keep the browser build's names.
 */
function serverConfig({ dir, name, exposes, isShell }) {
  const out = join(dir, isShell ? 'dist-server' : join('dist', process.env.MF_OUT_SUBDIR ?? '', 'server'));
  return {
    name: 'server',
    context: dir,
    mode: 'production',
    devtool: false,
    target: 'async-node',
    entry: isShell ? { server: './src/ssr/server-entry.ts' } : {},
    output: {
      path: out,
      // Empty: chunks resolve against the URL the container was loaded from (a release may be
      // served anywhere).
      publicPath: '',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: isShell ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    optimization: { minimize: false },
    resolve: sliceResolve(dir, isShell),
    module: {
      rules: [
        typescriptRule(dir),
        { test: /\.module\.css$/, use: [cssModules(name, { exportOnlyLocals: true })] },
        // Global styles are the browser's business.
        { test: /\.css$/, exclude: /\.module\.css$/, use: join(TOOLING, 'empty-loader.cjs') },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: isShell ? {} : exposes,
        remotes: {},
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: isShell ? false : { fileName: 'mf-manifest.json' },
        runtimePlugins: [nodeRuntimePlugin],
      }),
      new webpack.DefinePlugin({ __SLICE_RELEASE__: JSON.stringify(process.env.SLICE_RELEASE_LABEL ?? '') }),
      // A remote's Node build is one file: a container loaded for a release holds all its code,
      // so a request rendering with it can never fetch a chunk of a newer release.
      ...(isShell ? [new CommonJsFolder()] : [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]),
    ],
    performance: { hints: false },
  };
}

function browserConfig({ dir, name, port, exposes, isShell, title }, argv) {
    const prod = argv.mode !== 'development';
    // Remotes use the shell's federation runtime in production (saves ~19 kB gz each); running
    // standalone (dev) they carry their own.
    const standalone = !prod || process.env.MF_STANDALONE === '1';
    return {
      context: dir,
      mode: prod ? 'production' : 'development',
      // SF_SOURCEMAP=1: a production build with source maps beside its files, to read a browser
      // profile of the real bundles by their sources (never shipped by `npm start` or CI).
      devtool: prod ? (process.env.SF_SOURCEMAP ? 'source-map' : false) : 'eval-cheap-module-source-map',
      // The shell has its own entry; every remote shares one standalone bootstrap (tooling/remote-*)
      // that mounts the building slice's pages through the `@slice/app` alias.
      entry: { main: isShell ? './src/index.ts' : join(TOOLING, 'remote-entry.ts') },
      output: {
        path: join(dir, 'dist', process.env.MF_OUT_SUBDIR ?? ''),
        // The shell's page is served for every route, so its scripts need root-absolute paths.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: { keep: /^(server|release-)/ },
      },
      resolve: sliceResolve(dir, isShell),
      module: {
        rules: [
          typescriptRule(dir),
          {
            test: /\.module\.css$/,
            use: [prod ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), cssModules(name)],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [prod ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader'), join(TOOLING, 'unused-fonts-loader.cjs')],
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          experiments: isShell
            ? // A browser build: the runtime's Node-only paths are left out of the page's first script.
              { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
            : standalone
              ? {}
              : // The page's runtime is the shell's; what the entry keeps of it is browser-only too.
                { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        }),
        // A release label baked into a build (QA builds show it in the slice's region).
        new webpack.DefinePlugin({ __SLICE_RELEASE__: JSON.stringify(process.env.SLICE_RELEASE_LABEL ?? '') }),
        new HtmlWebpackPlugin({
          template: isShell ? join(dir, 'public', 'index.html') : join(TOOLING, 'remote-index.html'),
          title: isShell ? title : `${basename(dir)} (standalone)`,
          scriptLoading: 'defer',
        }),
        ...(isShell && prod ? [new PreloadStartupChunks(), new SheetParts()] : []),
        ...(!isShell && prod ? [new LazyChunks()] : []),
        ...(prod ? [new CompileHints()] : []),
        // The plugin that lends the shell's federation runtime to the remotes is written as CommonJS,
        // which pulls in the runtime's CommonJS build: a second copy of it in the page's first script.
        // Its ES module build imports the very runtime the shell already runs.
        ...(isShell
          ? [
              new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (r) => {
                r.request = r.request.replace(/index\.cjs$/, 'index.js');
              }),
            ]
          : []),
        ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        allowedHosts: ['localhost', '127.0.0.1'],
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: join(dir, 'public'), publicPath: '/' },
      },
    };
}
