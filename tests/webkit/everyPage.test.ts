// Every page this build ships, opened once in WebKit as the iOS shell opens it (its message
// handlers there before the page's scripts), in a 390x844 window: it answers with its title, draws
// its data or its state, hydrates the prerendered elements in place, meets no error, has no serious
// or critical axe-core violation, and nothing is wider than the screen, at usual and at 200% text.
// The Chromium leg's everyPage.test.ts does the same in the engine of the Android shell.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { cleanPathOf } from '../../shared/config/pages.ts';
import {
  type AxeViolation,
  axeSummary,
  blockingViolations,
  readLargeTextLayout,
  readParsedElementsKept,
} from '../browser/harness.ts';
import { webkitTab } from './webkit.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = builtPages(root);

/** The ids every page is opened with, as the shell opens it. */
const ids = 'sessionId=s-1&productId=1001&orderId=9001';

const labelOf = (name: string) => `${name}/default (WebKit)`;

const tab = webkitTab();
const found = new Map<string, AxeViolation[]>();

afterAll(() => {
  console.log(
    axeSummary(
      pages.map((page) => labelOf(page.name)),
      found,
    ),
  );
});

describe('every page in WebKit, opened once', () => {
  it('the error collector keeps what a page meets: console.error, a throw, a rejection, a missing picture', async ({
    expect,
  }) => {
    await tab.visit(`/customerService?${ids}`);
    await tab.run(() => {
      console.error('logged');
      setTimeout(() => {
        throw new Error('thrown');
      });
      void Promise.reject(new Error('rejected'));
      const picture = document.createElement('img');
      picture.src = '/no-such-picture.png';
      document.body.append(picture);
    });
    const expected = [
      'logged',
      'Uncaught Error: thrown',
      'Unhandled rejection: rejected',
      'Failed to load img /no-such-picture.png',
    ];
    await tab.until(
      'four errors kept',
      () => (window as unknown as { __pageErrors: string[] }).__pageErrors.length >= 4,
    );
    expect([...(await tab.errors())].sort()).toEqual([...expected].sort());
  });

  for (const page of pages) {
    const hydrates = page.render !== 'static';
    it(
      `${cleanPathOf(page)}: its title, drawn${hydrates ? ', hydrated in place' : ''}, no error, no serious axe violation, nothing wider than the screen`,
      { timeout: 60_000 },
      async ({ expect }) => {
        await tab.visit(`${cleanPathOf(page)}?${ids}`);
        if (page.title) expect(await tab.driver.getTitle(), 'title').toBe(page.title);
        expect(
          await tab.run(() => document.querySelectorAll('#root *').length),
          '#root drawn',
        ).toBeGreaterThan(0);

        const violations = await tab.axe();
        found.set(labelOf(page.name), violations);
        expect
          .soft(blockingViolations(violations), 'serious or critical axe-core violations')
          .toEqual([]);

        if (hydrates) {
          const kept = await tab.run(readParsedElementsKept);
          expect.soft(kept.length, 'elements watched').toBeGreaterThan(0);
          expect.soft(kept, 'prerendered heading and islands kept').not.toContain(false);
        }

        const layout = await tab.run(readLargeTextLayout);
        expect.soft(layout.sideways, 'at usual text: sideways scroll').toBe(false);
        await tab.run(() => {
          document.documentElement.style.fontSize = '200%';
        });
        expect
          .soft(
            await tab.run(readLargeTextLayout),
            'at 200% text: sideways scroll, targets under 48px',
          )
          .toEqual({ sideways: false, tooSmall: [] });

        expect(await tab.errors(), 'errors').toEqual([]);
      },
    );
  }
});
