// Writes deploy/: the server configurations of the site, generated from the page table and the
// base path (npm run deploy-configs; `-- --base /h5/ --out <folder>` for a site under a base,
// `-- --staging --out <folder>` for the staging build, which routes its test preview too).
// The pieces that depend on a build (each page's Content-Security-Policy, with its inline styles'
// hashes) are written by the build itself: writeBuildFiles, into dist/ and dist-info/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../shared/config/config.ts';
import { notFoundPage, type PageRow, shippedRows } from '../../shared/config/pages.ts';
import { buildInfoDir, pageHeadersPath } from '../build/build-info.ts';
import {
  distributionSettings,
  responseHeadersPolicy,
  viewerRequestFunction,
  viewerResponseFunction,
} from './cloudfront.ts';
import { type BuiltPage, headersFile, redirectsFile } from './hostRules.ts';
import { cspFile, nginxContentSecurityPolicy, nginxFiles } from './nginx.ts';
import { pageHeaders } from './securityHeaders.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * deploy/'s files by path: nginx, CloudFront, and the rule files of Cloudflare Pages and Netlify.
 * For production unless told: no route to a page only the staging build has.
 */
export function deployFiles(
  base = '/',
  pages: readonly PageRow[] = shippedRows({ production: true }),
  notFound: PageRow = notFoundPage,
): Record<string, string> {
  const nginx = nginxFiles({ pages, notFound, base });
  return {
    ...Object.fromEntries(Object.entries(nginx).map(([file, text]) => [`nginx/${file}`, text])),
    'cloudfront/viewer-request.js': viewerRequestFunction(pages, base),
    'cloudfront/distribution.json': json(distributionSettings(notFound, base)),
    'cloudfront/response-headers-policy.json': json(responseHeadersPolicy()),
    'static-hosts/_redirects': redirectsFile(base),
  };
}

/** What a build adds: the host rule files in outDir, the server pieces in its info folder. */
export function buildFiles(
  config: AppConfig,
  base: string,
  pages: readonly BuiltPage[],
): { site: Record<string, string>; info: Record<string, string> } {
  return {
    site: { _headers: headersFile(config, base, pages), _redirects: redirectsFile(base) },
    info: {
      [`nginx/${path.basename(cspFile)}`]: nginxContentSecurityPolicy(config, base, pages),
      'cloudfront/viewer-response.js': viewerResponseFunction(config, base, pages),
      // Read by the preview server, which sends each page the headers the hosts above send.
      [path.basename(pageHeadersPath('dist'))]: json(
        Object.fromEntries(
          pages.map(({ page, styleHashes, scriptHashes }) => [
            page.file,
            pageHeaders(config, page, styleHashes, base, scriptHashes),
          ]),
        ),
      ),
    },
  };
}

export function writeFiles(folder: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
}

/** Writes a build's deployment pieces (called by the build after prerendering). */
export function writeBuildFiles(
  outDir: string,
  config: AppConfig,
  base: string,
  pages: readonly BuiltPage[],
): void {
  const { site, info } = buildFiles(config, base, pages);
  writeFiles(outDir, site);
  writeFiles(buildInfoDir(outDir), info);
}

function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const option = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const out = path.resolve(root, option('out') ?? 'deploy');
  const production = !process.argv.includes('--staging');
  writeFiles(out, deployFiles(option('base') ?? '/', shippedRows({ production })));
  console.log(`Wrote ${path.relative(root, out) || '.'}/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
