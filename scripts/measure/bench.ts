// Bench: builds the site, serves it with `vite preview` and the mock backend, and runs Lighthouse's
// mobile audit (default settings: simulated slow 4G and a slow CPU) in Chromium on every page. For
// each page it prints first-visit JS (gzip, from the byte report), FCP, LCP and what Lighthouse found
// as the largest paint, TBT, CLS and the four category scores, writes that table to docs/bench.md
// and the JSON reports to test-results/lighthouse/, and fails when a page misses a threshold below.
// Usage: npm run bench [-- --no-build] [-- --out <dir>] (or BUILD_DIR=<dir>; dist/ by default)
// [-- --pages orderDetail,error] (only those pages, printed; docs/bench.md is left as it is)
// [-- --runs 5]. What-if runs, printed only (no bench.md, no verdict, their JSON reports in
// test-results/lighthouse-what-if/): [-- --throttle throughputKbps=100000,cpuSlowdownMultiplier=1]
// makes one part of the simulated phone free, to see what a metric waits for; [-- --h2] serves the
// site over HTTP/2 with TLS, as a CDN serves it, with a throwaway certificate made by openssl.
// Lighthouse's simulated numbers move by several points from one run to the next on the same
// build, so each page is audited three times (--runs), the runs alternating between pages, and the
// run with the median performance score is the one reported, with the host's speed then.
// The browser is Debian's chromium (CHROME_PATH to use another).
// `-- --observed` measures instead what a phone does (docs/bench.md, 'Observed'): see observedBench
// (bench-observed-run.ts);
// `-- --observed --against <commit>` measures that commit's build beside this one; `-- --observed
// --tier mid|low` slows the CPU to that tier's benchmark index on this host (scripts/measure/bench-calibrate.ts).
// This file reads the options (bench-options.ts), builds, and runs one of the two benches:
// bench-lighthouse-run.ts or bench-observed-run.ts. Their thresholds and goals are in
// bench-lighthouse.ts and bench-observed.ts, the tables and docs/bench.md in bench-report.ts, the
// `--against` build in bench-against.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { allowSampleLenderVariable } from '../../shared/config/readConfig.ts';
import { lighthouseBench } from './bench-lighthouse-run.ts';
import { observedBench } from './bench-observed-run.ts';
import { benchOptions } from './bench-options.ts';

async function main() {
  const started = Date.now();
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const configFile = path.join(root, 'vite.config.ts');
  const options = benchOptions(process.argv.slice(2), process.env);
  // The builds it makes (this one, and another commit's aside) are measured, never released: they
  // may keep the sample lender (shared/config/config.ts).
  process.env[allowSampleLenderVariable] ??= '1';
  const outDir = path.resolve(root, options.outDir);
  if (options.build) {
    await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  if (options.observed) {
    await observedBench(root, options);
    return;
  }
  await lighthouseBench(root, configFile, outDir, options, started);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
