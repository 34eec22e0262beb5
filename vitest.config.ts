// The test projects (Vitest), on top of the site's own configuration: a build never reads them.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { nodeTestFiles } from './tests/setup/nodeTests.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Where unit tests live; a new test file in these folders runs without further setting.
const unitFolders = [
  'shared',
  'pages',
  'scripts',
  'tests/lint',
  'tests/setup',
  'tests/pages',
  'tests/reporters',
];

export default defineConfig((env) => {
  const nodeTests = nodeTestFiles(root, unitFolders);
  return mergeConfig(viteConfig(env), {
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
  });
});
