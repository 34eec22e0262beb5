import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { preview } from 'vite';
import { builtPages } from '../build/pages-plugin.ts';
import {
  benchPath,
  type BenchResult,
  benchResult,
  categories,
  medianRun,
} from './bench-lighthouse.ts';
import type { BenchOptions } from './bench-options.ts';
import {
  benchFailures,
  benchMarkdown,
  type BenchRun,
  benchTable,
  observedSectionOf,
  thresholdsText,
  withObservedSection,
} from './bench-report.ts';
import { measurePages } from './byte-report.ts';

/** A throwaway self-signed certificate for 127.0.0.1, for `--h2` (openssl, as Debian ships it). */
function localCertificate(folder: string): { key: Buffer; cert: Buffer } {
  fs.mkdirSync(folder, { recursive: true });
  const key = path.join(folder, 'bench-key.pem');
  const cert = path.join(folder, 'bench-cert.pem');
  const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', [...request, '-keyout', key, '-out', cert, ...subject], {
    stdio: 'ignore',
  });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** The Lighthouse bench (scripts/measure/bench.ts): serves the build, audits every page, reports. */
export async function lighthouseBench(
  root: string,
  configFile: string,
  outDir: string,
  options: BenchOptions,
  started: number,
): Promise<void> {
  const bytes = new Map(measurePages(root, outDir).map((row) => [row.page, row.js.gzip]));

  const server = await preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 4190,
      strictPort: false,
      open: false,
      // Vite serves HTTP/2 when it has a certificate.
      ...(options.h2 ? { https: localCertificate(path.join(root, 'test-results')) } : {}),
    },
  });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('vite preview did not report its address');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      ...(options.h2 ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const whatIf = Boolean(options.throttle || options.h2);
  const reports = path.join(root, 'test-results', whatIf ? 'lighthouse-what-if' : 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  const results: BenchResult[] = [];
  let run: BenchRun | undefined;
  try {
    // The user agent reports a reduced version (major.0.0.0); the DevTools endpoint the full one.
    const version = (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((answer) =>
      answer.json(),
    )) as { Browser?: string };
    const chromiumVersion = /\/([\d.]+)$/.exec(version.Browser ?? '')?.[1] ?? 'unknown';
    const pages = builtPages(root, { production: true }).filter(
      (page) => !options.pages || options.pages.includes(page.name),
    );
    if (options.pages && pages.length !== options.pages.length) {
      throw new Error(`--pages names a page this build does not have: ${options.pages.join(', ')}`);
    }
    // Run 1 of every page, then run 2 of every page ...: the host's speed changes from one minute
    // to the next, and this spreads a slow spell over several pages instead of one page's runs.
    const runsOf = new Map<string, RunnerResult[]>(pages.map((page) => [page.name, []]));
    for (let count = 0; count < options.runs; count += 1) {
      for (const page of pages) {
        const pagePath = benchPath(page);
        const result = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          ...(options.throttle
            ? { throttling: { ...throttling.mobileSlow4G, ...options.throttle } }
            : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        runsOf.get(page.name)?.push(result);
      }
    }
    for (const page of pages) {
      const runs = runsOf.get(page.name) ?? [];
      const result = medianRun(runs);
      const { lhr } = result;
      fs.writeFileSync(path.join(reports, `${page.name}.json`), String(result.report));
      results.push(benchResult(page.name, bytes.get(page.name) ?? 0, lhr));
      run ??= {
        date: new Date().toISOString().slice(0, 10),
        lighthouseVersion: lhr.lighthouseVersion,
        chromiumVersion,
        runs: options.runs,
      };
      const ofRuns = runs.map(
        (one) =>
          `${Math.round((one.lhr.categories.performance?.score ?? 0) * 100)} ` +
          `(host ${Math.round(one.lhr.environment.benchmarkIndex)})`,
      );
      console.log(`${benchPath(page)} (performance in ${runs.length} runs: ${ofRuns.join(', ')})`);
      for (const category of categories) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
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
  if (!run) throw new Error('No pages were audited');

  console.log(`\n${benchTable(results)}${whatIf ? '' : `\n\n${thresholdsText()}`}`);
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (whatIf) {
    // A what-if run: not the bench's phone or server, so neither its table nor its verdict.
    const changed = { ...options.throttle, ...(options.h2 ? { protocol: 'HTTP/2 with TLS' } : {}) };
    console.log(
      `Measured with ${JSON.stringify(changed)} in ${took}; docs/bench.md left as it is.`,
    );
    return;
  }
  if (options.pages) {
    console.log(`Measured ${options.pages.join(', ')} in ${took}; docs/bench.md left as it is.`);
  } else {
    const benchFile = path.join(root, 'docs', 'bench.md');
    const previous = fs.existsSync(benchFile) ? fs.readFileSync(benchFile, 'utf8') : '';
    fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
    // The observed section (--observed) is the other mode's: kept as it is.
    const observed = observedSectionOf(previous);
    fs.writeFileSync(
      benchFile,
      withObservedSection(benchMarkdown(results, run, previous), observed),
    );
    console.log(`Wrote docs/bench.md in ${took}.`);
  }
  const failures = benchFailures(results);
  if (failures.length) {
    console.error(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  }
}
