// Every page this build ships, opened once as the shell opens it, at 390x844: it answers at its
// clean path with its title and draws with no console error; React hydrates the prerendered
// elements in place instead of redrawing them; its default state has no serious or critical
// axe-core violation (style.md 'Accessibility'; the summary by impact is printed for the release
// notes); and at 200% text size nothing scrolls sideways and every tap target is at least 48px.
// The other states axe reads are accessibility.test.ts's; the JavaScript-off paint is
// prerender.test.ts's; the same document at /<file> is pages.test.ts's.
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { cleanPathOf } from '../../shared/config/pages.ts';
import {
  type AxeViolation,
  axeSummary,
  axeViolations,
  blockingViolations,
  doubleTextSize,
  largeTextLayout,
  launchBrowser,
  openVisitTab,
  parsedElementsKept,
  settled,
  tagParsedElements,
  type VisitTab,
} from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = builtPages(root);

/** The ids every page is opened with, as the shell opens it. */
const ids = 'sessionId=s-1&productId=1001&orderId=9001';

const labelOf = (name: string) => `${name}/default`;

let browser: Browser;
/** The stub shell's tab, which tags the elements parsed from each page's HTML. */
let tab: VisitTab;
const found = new Map<string, AxeViolation[]>();

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true, prepare: tagParsedElements });
});

afterAll(async () => {
  await browser?.close();
  console.log(
    axeSummary(
      pages.map((page) => labelOf(page.name)),
      found,
    ),
  );
});

// One page after another, in the one tab.
describe('every page, opened once', () => {
  for (const page of pages) {
    const hydrates = page.render !== 'static';
    // Axe reads the whole page: on a busy two-core machine one run can take half a minute.
    it(
      `${cleanPathOf(page)} answers with ${page.file}, no console error${
        hydrates ? ', hydrated in place' : ''
      }, no serious axe violation, works at 200% text`,
      { timeout: 60_000 },
      async ({ expect }) => {
        const opened = await tab.visit(`${cleanPathOf(page)}?${ids}`);
        const shown = opened.page;
        shown.setDefaultTimeout(20_000);
        expect(opened.status, 'status').toBe(200);
        if (page.title) expect(await shown.title(), 'title').toBe(page.title);
        await expect
          .poll(() => shown.locator('#root *').count(), { message: '#root drawn' })
          .toBeGreaterThan(0);

        await settled(shown);
        const violations = await axeViolations(shown);
        found.set(labelOf(page.name), violations);
        expect
          .soft(blockingViolations(violations), 'serious or critical axe-core violations')
          .toEqual([]);

        // Read once the page has settled, so every island has had its turn to hydrate.
        if (hydrates) {
          const kept = await parsedElementsKept(shown);
          expect.soft(kept.length, 'elements watched').toBeGreaterThan(0);
          expect.soft(kept, 'prerendered heading and islands kept').not.toContain(false);
        }

        await doubleTextSize(shown);
        expect
          .soft(await largeTextLayout(shown), 'at 200% text: sideways scroll, targets under 48px')
          .toEqual({ sideways: false, tooSmall: [] });

        expect(opened.errors, 'console errors').toEqual([]);
      },
    );
  }
});
