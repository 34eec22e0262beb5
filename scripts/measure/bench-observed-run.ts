import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from 'vite';
import { createConfig } from '../../shared/config/readConfig.ts';
import type { PageRow } from '../../shared/config/pages.ts';
import { builtPages } from '../build/pages-plugin.ts';
import { amountTiming } from '../../shared/ui/loan-header/loanHeader.ts';
import { calibrateCpu, calibrationText } from './bench-calibrate.ts';
import { type AsideBuild, buildAside } from './bench-against.ts';
import { benchPath } from './bench-lighthouse.ts';
import {
  type Against,
  median,
  medianPair,
  observedFloorPage,
  observedPageList,
  observedPhone,
  observedSlots,
  observedTap,
  type ObservedResult,
  type ObservedSlot,
  type Visit,
  type VisitPair,
} from './bench-observed.ts';
import type { BenchOptions } from './bench-options.ts';
import { type PhoneLoad, PhoneBrowser, type PhoneProfile } from './bench-phone.ts';
import {
  againstText,
  observedMisses,
  observedSection,
  observedTable,
  seconds,
  tapLabel,
  withObservedSection,
} from './bench-report.ts';
import type { ServedSite } from '../deploy/serve-nginx.ts';

/**
 * Read in the page once its content is drawn: the last largest-contentful-paint entry, the first
 * call to the backend among the resources, and when the figures band's amount was drawn (Element
 * Timing). A string, so that no compiled helper rides along.
 */
const readVisitScript = (apiPrefixes: readonly string[]) => `new Promise((resolve) => {
  const prefixes = ${JSON.stringify(apiPrefixes)};
  const call = performance
    .getEntriesByType('resource')
    .filter((entry) => prefixes.some((prefix) => new URL(entry.name).pathname.startsWith(prefix)))
    .sort((a, b) => a.startTime - b.startTime)[0];
  let figure = NaN;
  if (PerformanceObserver.supportedEntryTypes.includes('element')) {
    new PerformanceObserver((list) => {
      const drawn = list.getEntries().find((entry) => entry.identifier === '${amountTiming}');
      if (drawn && Number.isNaN(figure)) figure = drawn.renderTime || drawn.loadTime;
    }).observe({ type: 'element', buffered: true });
  }
  const visit = (lcp) => ({ lcp, callStart: call ? call.startTime : NaN, callEnd: call ? call.responseEnd : NaN, figure });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    // A task later, so that the buffered element entries above have been read too.
    setTimeout(() => resolve(visit(entries[entries.length - 1].startTime)), 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(visit(NaN)), 1000);
})`;

/**
 * Waits (20 s at most) until the service worker the page registered is active. A page registers it
 * after its load and an idle moment (a second at most), from a chunk of its own; one that has not
 * within 5 s has none (the floor, a blocked profile, an older build), and is not waited for longer.
 */
const workerReadyScript = `new Promise((resolve) => {
  const container = navigator.serviceWorker;
  if (!container) return resolve(false);
  const deadline = Date.now() + 5000;
  const look = () =>
    container.getRegistration().then((registration) => {
      if (registration) {
        setTimeout(() => resolve(false), 20000);
        container.ready.then(() => resolve(true));
      } else if (Date.now() > deadline) resolve(false);
      else setTimeout(look, 100);
    });
  look();
})`;

/** The phone the observed bench opens its pages on: its load and its screen. */
const phoneLoad: PhoneLoad = {
  ...observedPhone,
  width: 390,
  height: 844,
  deviceScaleFactor: 2,
};

/** Opens the address in a new tab of the profile with the phone's load applied, and measures it. */
async function observeVisit(
  profile: PhoneProfile,
  url: string,
  apiPrefixes: readonly string[],
  { waitForWorker = false } = {},
): Promise<Visit> {
  const tab = await profile.open(url);
  try {
    // The content is drawn when the page is no longer busy; a page without that state is at once.
    await tab
      .waitFor(`!document.querySelector('main[aria-busy="true"]')`, 30_000, 'content')
      .catch(() => undefined);
    await delay(500);
    const visit = await tab.evaluate<Visit>(readVisitScript(apiPrefixes));
    if (waitForWorker) await tab.evaluate(workerReadyScript);
    return visit;
  } finally {
    await tab.close();
  }
}

/**
 * A page opened cold in a fresh profile and again warm, with the worker on (the cold visit waits
 * for it to install) or blocked (the profile's pages cannot register one).
 */
async function observePair(
  browser: PhoneBrowser,
  url: string,
  apiPrefixes: readonly string[],
  worker: ObservedSlot['worker'],
): Promise<VisitPair> {
  const profile = await browser.newProfile({ blockWorker: worker === 'blocked' });
  try {
    const cold = await observeVisit(profile, url, apiPrefixes, { waitForWorker: worker === 'on' });
    const warm = await observeVisit(profile, url, apiPrefixes);
    return { cold, warm };
  } finally {
    await profile.close();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the page has fetched ahead every page it names: each one's HTML and its scripts. */
const fetchedAheadScript = (nextPath: string) => `new Promise((resolve) => {
  const done = () => {
    const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const links = [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);
    return fetched.has(${JSON.stringify(nextPath)}) && links.length > 0 && links.every((path) => fetched.has(path));
  };
  const deadline = Date.now() + 20000;
  const check = () => (done() || Date.now() > deadline ? resolve(done()) : setTimeout(check, 100));
  check();
})`;

/** The next page's largest paint, as a time since the epoch (ms). */
const paintedAtScript = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(performance.timeOrigin + entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(NaN), 1000);
})`;

/** The centre of the first button whose name matches, on screen; null when there is none. */
const buttonCentreScript = (name: RegExp) => `(() => {
  const pattern = new RegExp(${JSON.stringify(name.source)});
  const button = [...document.querySelectorAll('button, [role="button"]')].find((element) =>
    pattern.test((element.getAttribute('aria-label') || element.textContent || '').trim()));
  if (!button) return null;
  const box = button.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
})()`;

/**
 * On a warm phone (the worker installed by a first visit): the tap's page opened and idle until
 * it has fetched ahead, then a tap on the button; ms from the tap to the next page's largest paint.
 */
async function observeTap(profile: PhoneProfile, root: string, origin: string): Promise<number> {
  const fromUrl = `${origin}${benchPath(findBuiltPage(root, observedTap.from))}`;
  await observeVisit(profile, fromUrl, [], { waitForWorker: true });
  const tab = await profile.open(fromUrl);
  try {
    // The app opens its pages at their files (contract §1), and fetches them ahead there too.
    const nextPath = `/${findBuiltPage(root, observedTap.to).file}`;
    if (!(await tab.evaluate<boolean>(fetchedAheadScript(nextPath)))) {
      throw new Error(`${observedTap.from} did not fetch ${observedTap.to} ahead within 20 s`);
    }
    const centre = buttonCentreScript(observedTap.buttonName);
    await tab.waitFor(centre, 30_000, `${observedTap.button} on screen`);
    const point = await tab.evaluate<{ x: number; y: number }>(centre);
    const tappedAt = Date.now();
    await tab.tap(point.x, point.y);
    await tab.waitFor(`location.pathname === ${JSON.stringify(nextPath)}`, 30_000, 'the next page');
    await tab
      .waitFor(
        `document.readyState === 'complete' && !document.querySelector('main[aria-busy="true"]')`,
        30_000,
        'its content',
      )
      .catch(() => undefined);
    await delay(500);
    return (await tab.evaluate<number>(paintedAtScript)) - tappedAt;
  } finally {
    await tab.close();
  }
}

/**
 * `npm run bench -- --observed`: every data page (or --pages) and the floor, --runs times, the
 * runs alternating between pages; each page cold then warm, with the worker blocked and on, and
 * with `--against <ref>` that commit's build beside it. Prints the medians and, when every data
 * page was measured, writes them to docs/bench.md's observed section.
 */
export async function observedBench(root: string, options: BenchOptions): Promise<void> {
  const started = Date.now();
  const pages = observedPageList(options.pages);
  if (options.pages && !options.pages.includes(observedFloorPage)) {
    console.log(`${observedFloorPage} is measured too: the goals are over it.`);
  }
  const config = createConfig(loadEnv('production', root, 'VITE_'));
  const apiPrefixes = [config.servicePrefix.replace(/\/?$/, '/'), '/api/'];
  // A stopped bench leaves no checkout and no nginx behind. Listened for before the build aside,
  // which a stop then ends through its own clean-up.
  const held: { aside?: AsideBuild; sites: ServedSite[] } = { sites: [] };
  const onSignal = () => {
    void Promise.allSettled(held.sites.map((served) => served.stop())).finally(() => {
      held.aside?.remove();
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const aside = options.against ? buildAside(root, options.against) : undefined;
    held.aside = aside;
    // Imported here: the unit tests of this file load it in a page-like environment.
    const { serveWithNginx } = await import('../deploy/serve-nginx.ts');
    // Both builds served at once, each by its own nginx and mock backend, so that they alternate
    // page by page instead of one build's runs taking one stretch of the host's time.
    const site = await serveWithNginx({ dist: options.outDir });
    held.sites.push(site);
    const refSite = aside
      ? await serveWithNginx({ dist: aside.dist, csp: aside.csp }).catch(async (error: unknown) => {
          await site.stop();
          throw error;
        })
      : undefined;
    if (refSite) held.sites.push(refSite);
    // No test tool's page: a tab of its own makes every script that creates an Error slower
    // (scripts/measure/bench-phone.ts), and no phone has one.
    const browser = await PhoneBrowser.launch(
      process.env.CHROME_PATH ?? '/usr/bin/chromium',
      phoneLoad,
    );
    const chromiumVersion = browser.version;
    const calibration = options.tier ? await calibrateCpu(browser, options.tier) : undefined;
    if (calibration) console.log(`${calibrationText(calibration)}.`);
    const slotsOf = () => ({
      on: [] as VisitPair[],
      blocked: [] as VisitPair[],
      ref: [] as VisitPair[],
    });
    const visits = new Map(pages.map((name) => [name, slotsOf()]));
    // The pages the other build has: the page table may have grown since.
    const refPages = aside
      ? pages.filter((name) => fs.existsSync(path.join(aside.dist, findBuiltPage(root, name).file)))
      : [];
    const measuresTap = pages.includes(observedTap.from);
    const taps: number[] = [];
    try {
      for (let count = 0; count < options.runs; count += 1) {
        for (const name of pages) {
          const pagePath = benchPath(findBuiltPage(root, name));
          const line: string[] = [];
          for (const slot of observedSlots(count, Boolean(refSite))) {
            const served = slot.build === 'ref' ? refSite : site;
            if (!served || (slot.build === 'ref' && !refPages.includes(name))) continue;
            const pair = await observePair(
              browser,
              `${served.origin}${pagePath}`,
              apiPrefixes,
              slot.worker,
            );
            visits.get(name)?.[slot.build === 'ref' ? 'ref' : slot.worker].push(pair);
            const label =
              slot.build === 'ref' ? `${aside?.commit}, worker on` : `worker ${slot.worker}`;
            line.push(`${label} ${seconds(pair.cold.lcp)} / ${seconds(pair.warm.lcp)}`);
          }
          console.log(`run ${count + 1} ${name} (cold / warm LCP): ${line.join('; ')}`);
        }
        if (measuresTap) {
          const profile = await browser.newProfile();
          try {
            const tap = await observeTap(profile, root, site.origin);
            taps.push(tap);
            console.log(`run ${count + 1} ${observedTap.button}: ${seconds(tap)} from the tap`);
          } finally {
            await profile.close();
          }
        }
      }
    } finally {
      await browser.close();
      await site.stop();
      await refSite?.stop();
    }
    const tapMs = measuresTap ? median(taps) : undefined;
    // Only a bench that finished reports: a failed run writes nothing.
    const results: ObservedResult[] = pages.map((page) => ({
      page,
      ...medianPair(visits.get(page)?.on ?? []),
      blocked: medianPair(visits.get(page)?.blocked ?? []),
    }));
    const against: Against | undefined =
      aside && options.against
        ? {
            ref: options.against,
            commit: aside.commit,
            results: results.map((result) => ({
              page: result.page,
              own: { cold: result.cold, warm: result.warm },
              ...(refPages.includes(result.page)
                ? { ref: medianPair(visits.get(result.page)?.ref ?? []) }
                : {}),
            })),
          }
        : undefined;
    const load = os.loadavg()[0] ?? Number.NaN;
    console.log(`\n${observedTable(results)}`);
    if (tapMs !== undefined) console.log(`${tapLabel()}: ${seconds(tapMs)} from the tap.`);
    if (against) console.log(`\n${againstText(against).join('\n').trimEnd()}`);
    console.log(`Load average ${load.toFixed(1)} on ${os.availableParallelism()} cores.`);
    if (calibration) console.log(`${calibrationText(calibration)}.`);
    const took = `${Math.round((Date.now() - started) / 1000)} s`;
    if (options.pages) {
      console.log(`Measured ${pages.join(', ')} in ${took}; docs/bench.md left as it is.`);
    } else {
      const file = path.join(root, 'docs', 'bench.md');
      const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Bench\n';
      const section = observedSection(results, {
        date: new Date().toISOString().slice(0, 10),
        chromiumVersion,
        runs: options.runs,
        load,
        cores: os.availableParallelism(),
        ...(tapMs === undefined ? {} : { tapMs }),
        ...(against ? { against } : {}),
        ...(calibration ? { calibration } : {}),
      });
      fs.writeFileSync(file, withObservedSection(existing, section));
      console.log(`Wrote docs/bench.md (observed) in ${took}.`);
    }
    const misses = observedMisses(results, tapMs, against);
    if (misses.length) {
      console.error(`\nMissed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    held.aside?.remove();
  }
}

function findBuiltPage(root: string, name: string): PageRow {
  const page = builtPages(root, { production: true }).find((row) => row.name === name);
  if (!page) throw new Error(`--pages names a page this build does not have: ${name}`);
  return page;
}
