// Serves the staging build (dist-staging/) with `vite preview` and the mock backend for the browser
// tests, every page with the headers nginx sends it (scripts/build/pages-servers.ts), its
// Content-Security-Policy among them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PluginOption, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { manifestPath } from '../../scripts/build/build-info.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Absolute path of the build under test. */
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  const served = await serveBuild();
  project.provide('baseUrl', served.baseUrl);
  project.provide('distDir', served.distDir);
  return served.close;
}

/**
 * Serves the build under test (the staging build unless BUILD_DIR names another) on the first free
 * port from `port`, with the plugins given added to the site's own.
 */
export async function serveBuild({
  plugins = [],
  port = 4180,
}: { plugins?: PluginOption[]; port?: number } = {}): Promise<{
  baseUrl: string;
  distDir: string;
  close: () => Promise<void>;
}> {
  // The staging build: the production one has no test preview. BUILD_DIR lets another build
  // (vite build --mode staging --outDir dist-x) be tested instead.
  const outDir = process.env.BUILD_DIR ?? 'dist-staging';
  const distDir = path.resolve(root, outDir);
  if (!fs.existsSync(manifestPath(distDir))) {
    throw new Error(
      `No build in ${outDir}/: run \`npm run build:staging\` before the browser tests.`,
    );
  }
  const server = await preview({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    // The staging build's pages, the test preview among them, are the ones the server routes.
    mode: 'staging',
    logLevel: 'warn',
    plugins,
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port, strictPort: false, open: false },
  });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('vite preview did not report its address');
  return { baseUrl: baseUrl.replace(/\/$/, ''), distDir, close: () => server.close() };
}
