// The boot check (shared/page/bootCheck.ts) in the build: bundled alone into a small classic
// script with a fixed name at the base (`boot-check.js`, not hashed: HTML of any deploy finds the
// current one), and named in every page's <head> as an async script, after the page's own. A
// static page loses it with its other scripts (scripts/build/prerender.ts). An external file, since the
// Content Security Policy allows no inline script.
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

export const bootCheckFile = 'boot-check.js';

/** The tag that loads the boot check: async and low priority, nothing waits for it. */
export function bootCheckTag(base: string): string {
  return `<script async fetchpriority="low" src="${base}${bootCheckFile}"></script>`;
}

/** Bundles the boot check into one minified classic script. */
export async function bundleBootCheck(root: string, target: string | string[]): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target,
      lib: {
        entry: path.join(root, 'shared', 'page', 'bootCheckEntry.ts'),
        formats: ['iife'],
        name: 'bootCheck',
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = [output]
    .flat()
    .flatMap((result) => result.output)
    .find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('boot check: the bundle has no script');
  return chunk.code;
}

export function bootCheckPlugin(root: string): Plugin {
  let base = '/';
  let target: string | string[] = 'es2020';
  return {
    name: 'cash-loan:boot-check',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      target = config.build.target === false ? 'es2020' : config.build.target;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', () => `    ${bootCheckTag(base)}\n  </head>`),
    },
    async generateBundle() {
      const source = await bundleBootCheck(root, target);
      this.emitFile({ type: 'asset', fileName: bootCheckFile, source });
    },
  };
}
