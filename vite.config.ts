/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import MagicString from 'magic-string';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { availableParallelism } from 'node:os';
import { BUILD_STAMP } from './src/server/build-pwa';

/**
 * Writes .br and .gz beside every text asset after a build; the server sends them to browsers that
 * accept them (phones on a weak signal are who we build for), at no per-request CPU cost.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bearing-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        const walk = (dir: string): string[] =>
          fs
            .readdirSync(dir, { withFileTypes: true })
            .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
        for (const file of walk(outDir)) {
          if (!/\.(js|mjs|css|html|json|svg|webmanifest|txt)$/.test(file) || fs.statSync(file).size < 1024) continue;
          const data = fs.readFileSync(file);
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        }
        // `npm run build` leaves the same stamp as the server's own build, so `npm start` serves it as is.
        fs.writeFileSync(path.join(outDir, BUILD_STAMP), new Date().toISOString());
      },
    },
  };
}

/**
 * React Router's production build keeps components Bearing never uses: it labels each one for
 * React DevTools (`Form.displayName = "Form"`), and its top-level `React.forwardRef(...)`,
 * `memo` and `createContext` calls carry no pure annotation. The bundler must then assume they
 * have effects, and Form and the form-submission code behind it stay in the start-up chunk.
 * This drops the labels and marks those top-level calls pure (only those: inside components the same namespaces call hooks, which must stay). A unit test
 * (tests/unit/tree-shake-router.test.ts) fails when an upgrade makes the patterns miss.
 */
export function treeShakeRouter(): Plugin {
  return {
    name: 'bearing:tree-shake-router',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null;
      // Line by line, same line count: the source map stays right.
      const shaken = code
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
      return { code: shaken, map: null };
    },
  };
}

/**
 * Swaps the bundler's lazy-import helper for src/app/lib/module-preload.ts, which appends a
 * screen's module preloads a few per task instead of all in the task that asked for the screen
 * (why: that file). The helper is the virtual module the bundler names below; a unit test
 * (src/app/lib/module-preload.test.ts) fails when a build stops using ours.
 */
export function spreadModulePreloads(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  const ours = path.resolve(import.meta.dirname, 'src/app/lib/module-preload.ts');
  return {
    name: 'bearing:spread-module-preloads',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === helperId ? `export { preloadModules as __vitePreload } from ${JSON.stringify(ours)};` : null;
    },
  };
}

/**
 * The contract (src/api) builds schemas and constants and imports only zod (src/README.md §2), yet
 * a schema made by one of its helpers (`pageSizeParam(25)`) or checked with a pattern is a call
 * the bundler cannot prove free of effects, `z` in manualPureFunctions notwithstanding: such
 * schemas stayed in whichever chunk imported anything from the module, and zod's code with them.
 * This wraps each top-level initializer that calls anything in a pure-annotated arrow, so an
 * unused one goes. A unit test (tests/unit/pure-contract.test.ts) bundles a module both ways.
 */
export function pureContract(): Plugin {
  const contract = /[\\/]src[\\/]api[\\/][\w-]+\.ts$/;
  return {
    name: 'bearing:pure-contract',
    apply: 'build',
    transform(code, id) {
      if (!contract.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code, { lang: 'ts' });
      const out = new MagicString(code);
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (!init || /Function/.test(init.type) || !code.slice(init.start, init.end).includes('(')) continue;
          out.appendLeft(init.start, '/* @__PURE__ */ (() => (');
          out.appendRight(init.end, '))()');
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
    },
  };
}

/**
 * Marks chunks for eager compilation with V8's explicit compile hint (a first-line comment other
 * engines read as a comment). Without it V8 compiles each function the first time it is called,
 * on the main thread, and a launch calls hundreds of them for the first time; with it V8 compiles
 * every function of the chunk with the script itself, which for a streamed script is done off the
 * main thread. Only chunks a screen mostly runs as it opens are marked: compiling code that never
 * runs would cost memory for nothing. The comment must open the file,
 * and the bundler writes a line of its own at the top after every plugin's generateBundle, so the
 * written file is changed (before precompress reads it); its source map moves down the one line.
 */
export function compileHints(marked: (chunkName: string) => boolean): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'bearing:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !marked(chunk.name)) continue;
        const file = path.join(options.dir ?? 'dist', chunk.fileName);
        fs.writeFileSync(file, hint + fs.readFileSync(file, 'utf8'));
        if (!fs.existsSync(`${file}.map`)) continue;
        const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
        fs.writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

const UNIT_AND_SERVER_DIRS = ['src', 'sw', 'tests/unit'];
/** Files that start server processes, load and fuzz them, or test what a fresh process holds. */
const OWN_PROCESS_TESTS = ['src/server/native-canvas.test.ts'];
const CLUSTER_TESTS = ['tests/cluster/**/*.test.ts', 'tests/load/**/*.test.ts', 'tests/fuzz/**/*.test.ts', ...OWN_PROCESS_TESTS];
/**
 * A test that builds the app, opens a database, makes or reads PDFs, runs the linter or starts
 * processes or threads is a server test; the rest need nothing but Node and are the unit tier.
 */
const SERVER_TEST =
  /tests\/helpers\/|\bcreateDemoApp\b|\bseedDemo\(|\bopenDatabase\(|\bbuildApp\(|\bReaderPool\b|\breadPdf\(|\bcanvasLoadedHere\b|\bpdf-lib\b|pdfjs-dist\/legacy|render-pdf|from 'eslint'|node:child_process|\bnew Worker\(/;

/** Vitest's tiers by what each test file does, read from its source (only when Vitest runs). */
function splitTests(): { unit: string[]; server: string[] } {
  if (!process.env.VITEST) return { unit: [], server: [] };
  const files = UNIT_AND_SERVER_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => `${dir}/${f.replaceAll('\\', '/')}`),
  );
  const server = files.filter((f) => SERVER_TEST.test(fs.readFileSync(path.join(import.meta.dirname, f), 'utf8')));
  return {
    unit: files.filter((f) => !server.includes(f)),
    server: server.filter((f) => !OWN_PROCESS_TESTS.includes(f)),
  };
}
const testFiles = splitTests();

// One config for the PWA build and for Vitest (src/README.md §2: tool config stays out of the top level).
// Only Vitest loads its own sequencer (tests/helpers/long-files-first.ts): the PWA build has no use for it.
const testSequencer = process.env.VITEST ? (await import('./tests/helpers/long-files-first')).default : undefined;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json,woff2}'],
        // pdf.js and its worker are large and only the document screen needs them.
        globIgnores: ['**/pdf.worker*', '**/pdf-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
    treeShakeRouter(),
    spreadModulePreloads(),
    pureContract(),
    // The start-up chunk only, the code every launch runs first (npm run audit:mobile measures it; tests/README.md).
    compileHints((name) => name === 'startup'),
  ],
  resolve: {
    // Production builds take each package's production, modern build (a missing file fails the build),
    // and React's own useSyncExternalStore for the pre-18 shim react-i18next imports:
    // React Router's package points every bundler at its development build (dev-only warnings and
    // error pages included), and workbox-window's at its ES5 build (transpiled async functions and
    // classes, larger for the same code).
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^use-sync-external-store\/shim$/,
              replacement: path.resolve(import.meta.dirname, 'src/app/lib/use-sync-external-store-shim.ts'),
            },
            {
              find: /^workbox-window$/,
              replacement: path.resolve(import.meta.dirname, 'node_modules/workbox-window/build/workbox-window.prod.mjs'),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports preloads modules itself; the polyfill would also tie the
    // signed-out start page to the app's start-up chunk, where it lives.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app, and the page a signed-out first visit gets instead (plugins/signed-out-start.ts).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        signedOut: path.resolve(import.meta.dirname, 'src/app/signed-out/index.html'),
      },
      // Building a zod schema has no side effect: schemas no chunk uses are dropped.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // Everything the first screen imports statically goes in one chunk: each extra module
          // request costs a phone main-thread time (through the service worker), and the small
          // chunks shared with lazy screens were ~30 requests before anything rendered. The
          // signed-out start stays out of it (that page needs nothing else), and so does the
          // sign-in library, which the app loads only when it must.
          // The return path (lib/return-path) is the one module both pages share: a chunk of its own
          // (a few hundred bytes), or it would be bundled into one page's start-up code and loaded by both.
          groups: [
            { name: 'return-path', test: /[\\/]lib[\\/]return-path/, priority: 2 },
            {
              name: 'startup',
              tags: ['$initial'],
              priority: 1,
              test: (id: string) => !/[\\/]signed-out[\\/]|[\\/]lib[\\/]return-path|@auth0[\\/]auth0-spa-js/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/login': 'http://localhost:8080',
      '/authorize': 'http://localhost:8080',
      '/oauth': 'http://localhost:8080',
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Many files wait on child servers and sockets: one worker per core keeps the cores busy
    // (Vitest's default leaves one idle, which on a two-core machine is half of it).
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: testSequencer },
    // Three tiers (tests/README.md): `unit` needs nothing but Node (npm run test:unit, seconds);
    // `server` builds the real app on a real database (the demo template is made once per run, by
    // the first file that needs it); `cluster` starts server processes, load and fuzz, each file in a
    // process of its own.
    projects: [
      // The pure tests share their workers' module cache (no isolation, threads): they hold no
      // process state, and a fresh module graph per file was four fifths of the tier's time.
      { extends: true, test: { name: 'unit', include: testFiles.unit, pool: 'threads', isolate: false } },
      // The server tests share their worker processes' module cache too: each builds its own app on
      // its own database, and importing the server afresh per file cost four minutes of a run.
      {
        extends: true,
        test: {
          name: 'server',
          include: testFiles.server,
          isolate: false,
          globalSetup: ['tests/helpers/vitest-global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'cluster', include: CLUSTER_TESTS, globalSetup: ['tests/helpers/vitest-global-setup.ts'] } },
    ],
  },
}));
