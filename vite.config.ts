/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bootCheckPlugin } from './scripts/boot-check.ts';
import { chunkGroups } from './scripts/chunk-names.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { cssModuleNames } from './scripts/css-module-names.ts';
import { mockBackendPlugin } from './scripts/mock-backend-plugin.ts';
import { pagesPlugin } from './scripts/pages-plugin.ts';
import { smallPreloadHelper } from './scripts/preload-helper.ts';
import { keepPrerenderedStyles } from './scripts/prerender.ts';
import { serviceWorkerPlugin } from './scripts/service-worker.ts';
import { createConfig, isDevelopment, telemetryPath } from './shared/config/config.ts';
import { findPage, offlinePage } from './shared/config/pages.ts';
import { nodeTestFiles } from './tests/setup/nodeTests.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Where unit tests live; a new test file in these folders runs without further setting.
const unitFolders = ['shared', 'pages', 'scripts', 'tests/setup', 'tests/pages', 'tests/reporters'];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  // A bad value stops the build and the dev server here, naming its variable; so does a production
  // build without the lender's registration.
  const config = createConfig(env, {
    development: isDevelopment(command, mode),
    release: command === 'build' && mode === 'production',
  });
  const nodeTests = nodeTestFiles(root, unitFolders);
  return {
    root,
    // Serving the site under a sub-path (say /h5/) is a build setting: VITE_BASE=/h5/.
    base: env.VITE_BASE || '/',
    plugins: [
      smallPreloadHelper(),
      compileHints(),
      react(),
      pagesPlugin({ config, root, production: mode === 'production' }),
      keepPrerenderedStyles(),
      mockBackendPlugin({
        config,
        prefixes: [config.servicePrefix, '/api/', ...telemetryPath(config)],
      }),
      bootCheckPlugin(root),
      serviceWorkerPlugin({
        offlinePages: [findPage('repaymentOfCode'), findPage('repaymentOfCode2')],
        offlinePage,
        neverAnswered: [config.servicePrefix, '/api/'],
      }),
    ],
    css: {
      // The staging build names classes as production does: the two differ only by the test preview.
      modules: {
        generateScopedName: cssModuleNames(root, {
          readable: mode !== 'production' && mode !== 'staging',
        }),
      },
    },
    build: {
      manifest: true,
      // Source maps for error reports, written without the comment that names them; the pages
      // plugin moves them out of the site into dist-info/ (scripts/build-info.ts).
      sourcemap: 'hidden',
      // The polyfill would land in a shared chunk that runs only after the entry's imports have
      // loaded, too late to speed anything up; dynamic imports preload through scripts/preload-helper.ts.
      modulePreload: { polyfill: false },
      // A stylesheet per chunk: the prerender step (scripts/prerender.ts) inlines into each page
      // the rules of every chunk the page can load, its lazy ones included, and nothing else. No
      // request before the first paint, no rules of other pages to parse and match.
      cssCodeSplit: true,
      // Android System WebView and iOS WKWebView of the phones borrowers carry.
      target: ['chrome87', 'safari14', 'ios14'],
      cssTarget: ['chrome87', 'safari14', 'ios14'],
      rolldownOptions: {
        output: {
          // Few chunks, named for what they hold: scripts/chunk-names.ts.
          codeSplitting: { groups: [...chunkGroups] },
        },
      },
    },
    test: {
      // Names the tests that passed only when tried again (the browser project retries).
      reporters: ['default', './tests/reporters/flakyTests.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: unitFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
            exclude: nodeTests,
            // tests/setup/freshFile.ts first: each file starts with fresh modules and a clean window.
            setupFiles: ['tests/setup/freshFile.ts', 'tests/setup/unit.ts'],
            restoreMocks: true,
            // 15 s, not 5: a page test on a busy two-core machine can take several seconds to
            // render, load afresh and answer (findBy waits up to 5 s: tests/setup/unit.ts); a test
            // that passes does not wait it out.
            testTimeout: 15_000,
            // Every core: the files are independent and mostly CPU (Vitest leaves one core idle by
            // default, which on a two-core machine halves the run).
            maxWorkers: '100%',
            // Worker threads rather than child processes: starting one costs less.
            pool: 'threads',
            // One worker runs file after file in one happy-dom window, with React, MSW and Testing
            // Library loaded once: the page tests take 32 s of CPU rather than 84 s with a worker
            // and a window per file. The project's own modules are still evaluated afresh for each
            // file (freshFile.ts).
            isolate: false,
          },
        },
        {
          // Files that start with `// @vitest-environment node` (tests/setup/nodeTests.ts): pure
          // rules, parsers and build scripts, which hold no state between files. No DOM, no mock
          // server, and one module graph per worker: 41 such files took 75 s of CPU in the unit
          // project and take 12 s here.
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: nodeTests,
            restoreMocks: true,
            testTimeout: 15_000,
            maxWorkers: '100%',
            pool: 'threads',
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            // One module graph per worker: its files share one Chromium (launchBrowser in the
            // harness) and import playwright and the harness once rather than per file.
            isolate: false,
            environment: 'node',
            include: ['tests/browser/**/*.test.ts'],
            globalSetup: ['tests/browser/globalSetup.ts'],
            setupFiles: ['tests/browser/setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // A failed test is tried once more, in case a moment of a loaded machine failed it;
            // one that then passes is still named at the end of the run (the reporter above).
            retry: 1,
            // expect.poll waits up to 5 s, not 1: two test files share two cores with two
            // browsers, and a page may answer a tap late.
            expect: { poll: { timeout: 5_000 } },
            // Two files at a time: the tests mostly wait on pages and timers, but a third file
            // overloads a two-core machine (pages then take over 20 s to load).
            fileParallelism: true,
            maxWorkers: 2,
            // Most files open page after page in one tab (openVisitTab); the few concurrent tests
            // (addresses and headers fetched over HTTP, the pages of pages.test.ts) go four at a time.
            maxConcurrency: 4,
          },
        },
        {
          // The WebKit leg (tests/webkit/): every page and the money flows in WebKitGTK, the engine
          // of the iOS shell, through WebKitWebDriver. One MiniBrowser window, started by the
          // global setup, opens page after page for every file in turn: one worker, one file at a
          // time.
          extends: true,
          test: {
            name: 'webkit',
            isolate: false,
            environment: 'node',
            include: ['tests/webkit/**/*.test.ts'],
            globalSetup: ['tests/webkit/globalSetup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            retry: 1,
            expect: { poll: { timeout: 5_000 } },
            fileParallelism: false,
            maxWorkers: 1,
          },
        },
      ],
    },
  };
});
