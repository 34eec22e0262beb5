/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bootCheckPlugin } from './scripts/build/boot-check.ts';
import { chunkGroups } from './scripts/build/chunk-names.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { cssModuleNames } from './scripts/build/css-module-names.ts';
import { mockBackendPlugin } from './scripts/build/mock-backend-plugin.ts';
import { pagesPlugin } from './scripts/build/pages-plugin.ts';
import { smallPreloadHelper } from './scripts/build/preload-helper.ts';
import { keepPrerenderedStyles } from './scripts/build/prerender.ts';
import { serviceWorkerPlugin } from './scripts/build/service-worker.ts';
import { telemetryPath } from './shared/config/config.ts';
import { createConfig, isDevelopment } from './shared/config/readConfig.ts';
import { findPage, offlinePage } from './shared/config/pages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  // A bad value stops the build and the dev server here, naming its variable; so does a production
  // build without the lender's registration.
  const config = createConfig(env, {
    development: isDevelopment(command, mode),
    release: command === 'build' && mode === 'production',
  });
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
      // plugin moves them out of the site into dist-info/ (scripts/build/build-info.ts).
      sourcemap: 'hidden',
      // The polyfill would land in a shared chunk that runs only after the entry's imports have
      // loaded, too late to speed anything up; dynamic imports preload through scripts/build/preload-helper.ts.
      modulePreload: { polyfill: false },
      // A stylesheet per chunk: the prerender step (scripts/build/prerender.ts) inlines into each page
      // the rules of every chunk the page can load, its lazy ones included, and nothing else. No
      // request before the first paint, no rules of other pages to parse and match.
      cssCodeSplit: true,
      // Android System WebView and iOS WKWebView of the phones borrowers carry.
      target: ['chrome87', 'safari14', 'ios14'],
      cssTarget: ['chrome87', 'safari14', 'ios14'],
      rolldownOptions: {
        output: {
          // Few chunks, named for what they hold: scripts/build/chunk-names.ts.
          codeSplitting: { groups: [...chunkGroups] },
        },
      },
    },
  };
});
