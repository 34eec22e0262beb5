// Lighthouse (mobile, simulated slow 4G and a slow CPU) on pages of the built site, served by
// `vite preview` with the mock backend. Prints each category's score and fails below the minimum.
// Usage: npm run lighthouse [-- /path ...] (after npm run build). Defaults to the public landing
// page and a static legal page. Reports (JSON) go to test-results/lighthouse/.
// The browser is Debian's chromium (CHROME_PATH to use another).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';

export const minimumScore = 95;
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const defaultPaths = ['/', '/loanAgreement'];

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('No dist/index.html: run `npm run build` first.');
  }
  const server = await preview({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 4190, strictPort: false, open: false },
  });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('vite preview did not report its address');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const reports = path.join(root, 'test-results', 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  const failures: string[] = [];
  try {
    for (const pagePath of paths.length ? paths : defaultPaths) {
      const result = await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const name = pagePath === '/' ? 'landing' : pagePath.replace(/\W+/g, '-').replace(/^-/, '');
      fs.writeFileSync(path.join(reports, `${name}.json`), String(result.report));
      const scores = categories.map((category) => {
        const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
        if (score < minimumScore) failures.push(`${pagePath} ${category} ${score}`);
        return `${category} ${score}`;
      });
      console.log(`${pagePath.padEnd(16)} ${scores.join(' · ')}`);
      for (const category of categories) {
        const refs = result.lhr.categories[category]?.auditRefs ?? [];
        for (const ref of refs) {
          const audit = result.lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            console.log(`  ${category}: ${audit.title} (${audit.displayValue ?? audit.score})`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  if (failures.length) {
    console.error(`\nBelow ${minimumScore}: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
