// Type and 200% text at 390x844 (styles/_tokens.scss, shared/ui/tabs, shared/ui/page-header):
// labels and values regular, titles and the amount semibold, figures tabular; at 200% text two
// tabs stay side by side, the service telephone and e-mail keep one line each, and page titles
// are whole: on one line where they fit, wrapped between words where they do not, never cut.
// Numbers keep one line inside their card (the instalment, the order's service telephone, a
// complaint's time), and the card keeps the width of the column it stands in.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  phoneViewport,
  saveScreenshot,
  session,
  type VisitTab,
  wrappedPhrases,
} from './harness.ts';

let browser: Browser;
/** One tab inside the stub shell that opens every test's page in turn. */
let tab: VisitTab;

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

const ids = 'productId=1001&orderId=9001';
const complaintForm = `/complainPageNext?problemType=1&problemSonType=2&orderNo=PA2025061104170&orderId=9001&${session}`;

/** How many lines an element's text takes. */
function lineCount(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

async function openAtDoubleText(address: string) {
  const visited = await tab.visit(address);
  await doubleTextSize(visited.page);
  return visited;
}

describe('type', () => {
  it('on the loan confirm page labels and values are regular, the title and the amount semibold, every figure tabular', async () => {
    const { page, errors } = await tab.visit(`/confirm?${ids}&${session}&mock=confirm-no-popups`);
    await page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();
    const style = (locator: ReturnType<Page['getByText']>) =>
      locator.evaluate((element) => {
        const computed = getComputedStyle(element);
        return `${computed.fontWeight} ${computed.fontVariantNumeric}`;
      });
    const main = page.getByRole('main');
    expect({
      title: await style(page.getByRole('heading', { level: 1 })),
      amount: await style(
        page.getByRole('region', { name: 'Loan offer' }).getByText('₱8.500,00', { exact: true }),
      ),
      label: await style(main.getByText('Loan Term', { exact: true })),
      value: await style(main.getByText('120 days', { exact: true })),
      money: await style(main.getByText('₱425,00', { exact: true })),
    }).toEqual({
      title: '600 tabular-nums',
      amount: '600 tabular-nums',
      label: '400 tabular-nums',
      value: '400 tabular-nums',
      money: '400 tabular-nums',
    });
    expect(errors).toEqual([]);
  });
});

describe('200% text', () => {
  it.each([
    ['complaintList', `/complaintList?${session}`, ['Processing', 'Resolved']],
    ['bindCard', `/bindCard?productId=12&${session}`, ['Bank account', 'E-wallet']],
  ] as const)('%s: the two tabs stay side by side, no word cut', async (name, address, labels) => {
    const { page, errors } = await openAtDoubleText(address);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(labels);
    const boxes = await Promise.all(labels.map((label) => tabs.getByText(label).boundingBox()));
    const [first, second] = boxes;
    expect(first && second && Math.round(first.y) === Math.round(second.y)).toBe(true);
    expect(first && second && first.x + first.width <= second.x).toBe(true);
    const words = labels.flatMap((label) => label.split(' '));
    expect(await wrappedPhrases(page.getByRole('tablist'), words)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await saveScreenshot(page, `large-text-${name}-tabs`, { fullPage: false });
    expect(errors).toEqual([]);
  });

  it('Customer Service: the telephone and the e-mail keep one line each', async () => {
    const { page, errors } = await openAtDoubleText(`/customerService?${ids}&${session}`);
    const values = [page.getByText('091 7123 4567'), page.getByText('support@pesoagad.ph')];
    await values[0]?.waitFor();
    const lines = await Promise.all(
      values.map((value) =>
        value.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const rects = [...range.getClientRects()];
          const row = element.closest('a')?.getBoundingClientRect();
          return {
            lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
            inside: rects.every((rect) => row && rect.right <= row.right + 0.5),
          };
        }),
      ),
    );
    expect(lines).toEqual([
      { lines: 1, inside: true },
      { lines: 1, inside: true },
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await saveScreenshot(page, 'large-text-customerService', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it.each(['status-174', 'status-180'])(
    'orderDetail %s: "Instalment 1 of 2" whole on one line in the loan header, clear of the action bar',
    async (scenario) => {
      const { page, errors } = await openAtDoubleText(
        `/orderDetail?${ids}&${session}&mock=${scenario}`,
      );
      const line = page.locator('[data-figure="product"]');
      await expect.poll(() => line.textContent()).toMatch(/^Instalment 1 of 2 · /);
      expect(await instalmentShown(line)).toEqual({ lines: 1, whole: true, clearOfBar: true });
      await saveScreenshot(page, `large-text-orderDetail-${scenario}`, { fullPage: false });
      expect(errors).toEqual([]);
    },
  );

  it.each(['', ' at 200% text'])(
    'orderDetail: the service telephone keeps one line inside the card, divider included%s',
    async (large) => {
      const address = `/orderDetail?${ids}&${session}&mock=status-174`;
      const { page, errors } = large ? await openAtDoubleText(address) : await tab.visit(address);
      const call = page.getByRole('link', { name: /^Call customer service/ });
      await call.waitFor();
      // The number as phoneText writes it: its groups joined by no-break spaces.
      const phone = '028\u00a08887\u00a0777';
      expect(await call.textContent()).toContain(phone);
      const shown = await call.evaluate((link, wanted) => {
        const card = link.closest('section');
        const cardBox = card?.getBoundingClientRect();
        const cardStyle = card ? getComputedStyle(card) : undefined;
        const right = (cardBox?.right ?? 0) - Number.parseFloat(cardStyle?.paddingRight ?? '0');
        const left = (cardBox?.left ?? 0) + Number.parseFloat(cardStyle?.paddingLeft ?? '0');
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        let number: Text | undefined;
        while (walker.nextNode()) {
          const text = walker.currentNode as Text;
          if (text.data.includes(wanted)) number = text;
        }
        const range = document.createRange();
        if (number) {
          const start = number.data.indexOf(wanted);
          range.setStart(number, start);
          range.setEnd(number, start + wanted.length);
        }
        const rects = [...range.getClientRects()];
        const divider = link.getBoundingClientRect();
        return {
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          numberInside: rects.every((rect) => rect.left >= left - 0.5 && rect.right <= right + 0.5),
          dividerInside: divider.left >= left - 0.5 && divider.right <= right + 0.5,
        };
      }, phone);
      expect(shown).toEqual({ lines: 1, numberInside: true, dividerInside: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await saveScreenshot(page, `large-text-orderDetail-call${large ? '-200' : ''}`);
      expect(errors).toEqual([]);
    },
  );

  it.each([{ width: 390 }, { width: 360 }])(
    'complaintList on a $width px screen: each complaint card lines up with the tab row above it',
    async ({ width }) => {
      const { page, errors } = await tab.visit(`/complaintList?${session}`);
      await page.setViewportSize({ width, height: 844 });
      onTestFinished(() => page.setViewportSize(phoneViewport));
      await doubleTextSize(page);
      const tabs = page.getByRole('tablist');
      await tabs.waitFor();
      const row = await tabs.boundingBox();
      const cards = page.getByRole('tabpanel').getByRole('link');
      expect(await cards.count()).toBeGreaterThan(0);
      const edges = await cards.evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { left: Math.round(box.left), right: Math.round(box.right) };
        }),
      );
      const tabRow = {
        left: Math.round(row?.x ?? 0),
        right: Math.round((row?.x ?? 0) + (row?.width ?? 0)),
      };
      expect(edges).toEqual(edges.map(() => tabRow));
      // The time of each complaint keeps one line.
      const times = page.getByRole('tabpanel').getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(await times.count()).toBeGreaterThan(0);
      const timeLines = await times.evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(timeLines.every((lines) => lines === 1)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await saveScreenshot(page, `large-text-complaintList-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
    },
  );

  const titles = [
    { address: `/complaintList?${session}`, title: 'My complaints', oneLine: true },
    { address: complaintForm, title: 'Complaint', oneLine: true },
    { address: `/orderDetail?${ids}&${session}`, title: 'Order Details', oneLine: true },
    { address: `/customerService?${ids}&${session}`, title: 'Customer Service', oneLine: false },
    {
      address: `/confirm?${ids}&${session}&mock=confirm-no-popups`,
      title: 'Loan Confirmation',
      oneLine: false,
    },
    {
      address: `/bindCard?productId=12&${session}`,
      title: 'Payment account information',
      oneLine: false,
    },
  ];

  it.each(titles)(
    '$title: the page title is whole, on one line where it fits',
    async ({ address, title, oneLine }) => {
      const { page, errors } = await openAtDoubleText(address);
      const heading = page.getByRole('banner').getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(title);
      const whole = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const bar = element.closest('header')?.getBoundingClientRect();
        return (
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight &&
          !!bar &&
          box.left >= bar.left &&
          box.right <= bar.right &&
          box.bottom <= bar.bottom
        );
      });
      expect(whole, 'title cut').toBe(true);
      expect(await wrappedPhrases(heading, title.split(' '))).toEqual([]);
      if (oneLine) expect(await lineCount(page, 'header h1')).toBe(1);
      expect(errors).toEqual([]);
    },
  );
});

/** The left and right edges of an element's box, to the tenth of a CSS pixel. */
function edges(element: Element) {
  const box = element.getBoundingClientRect();
  return { left: Math.round(box.left * 10) / 10, right: Math.round(box.right * 10) / 10 };
}

/** The instalment's words at the start of the header's product line: on one line, none cut off. */
function instalmentShown(line: Locator) {
  return line.evaluate((element) => {
    const text = element.firstChild;
    const words = 'Instalment 1 of 2';
    if (!text) return { lines: 0, whole: false, clearOfBar: false };
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, words.length);
    const rects = [...range.getClientRects()];
    const box = element.getBoundingClientRect();
    const bar = document.querySelector('[aria-label="Actions"]')?.getBoundingClientRect();
    return {
      lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
      whole: rects.every((rect) => rect.right <= box.right + 0.5),
      clearOfBar: !bar || box.bottom <= bar.top,
    };
  });
}

describe('nothing runs past its box', () => {
  it.each(['', ' at 200% text'])(
    'Order Details%s: "Instalment 1 of 2" on one line, the service phone inside its row',
    async (large) => {
      const visited = await tab.visit(`/orderDetail?${ids}&${session}&mock=status-174`);
      const { page, errors } = visited;
      if (large) await doubleTextSize(page);
      const line = page.locator('[data-figure="product"]');
      await expect.poll(() => line.textContent()).toMatch(/^Instalment 1 of 2 · /);
      expect((await instalmentShown(line)).whole).toBe(true);
      const call = page.getByRole('link', { name: /Call customer service/ });
      const phone = await call.evaluate((link) => {
        const number = [...link.querySelectorAll('span')].find((span) =>
          /^[\d\s]+$/.test(span.textContent ?? ''),
        );
        if (!number) return { found: false, inside: false };
        const row = link.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(number);
        const rects = [...range.getClientRects()];
        return {
          found: true,
          inside: rects.every((rect) => rect.left >= row.left && rect.right <= row.right + 0.5),
        };
      });
      expect(phone).toEqual({ found: true, inside: true });
      expect(errors).toEqual([]);
    },
  );

  it('My complaints at 200% text: each card as wide as the tabs above it', async () => {
    const { page, errors } = await openAtDoubleText(`/complaintList?${session}`);
    const tabs = page.getByRole('tablist');
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    const tabEdges = await tabs.evaluate(edges);
    const cardEdges = await page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { left: Math.round(box.left * 10) / 10, right: Math.round(box.right * 10) / 10 };
        }),
      );
    expect(cardEdges.length).toBeGreaterThan(0);
    expect(
      cardEdges.every((card) => card.left === tabEdges.left && card.right === tabEdges.right),
      JSON.stringify({ tabEdges, cardEdges }),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('landing at 200% text: every nav entry in sight, nothing scrolls sideways, the heading in four lines at most', async () => {
    const { page, errors } = await openAtDoubleText('/');
    const links = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    expect(await links.count()).toBe(5);
    const shown = await links.evaluateAll((elements) =>
      elements.map((link) => {
        const box = link.getBoundingClientRect();
        const list = link.closest('ul');
        return {
          text: link.textContent,
          inSight: box.left >= 0 && box.right <= window.innerWidth + 0.5 && box.width > 0,
          listScrolls: !!list && list.scrollWidth > list.clientWidth,
        };
      }),
    );
    expect(shown.filter((entry) => !entry.inSight || entry.listScrolls)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await lineCount(page, 'h1#home-title')).toBeLessThanOrEqual(4);
    expect(errors).toEqual([]);
  });

  it("landing: the registration's frame lines up with the figures above it and stands out from the brand background", async () => {
    const { page, errors } = await tab.visit('/');
    const notice = page.getByRole('complementary', { name: 'Lender registration' });
    await notice.waitFor();
    const layout = await notice.evaluate((element) => {
      const figures = element.parentElement?.querySelector('dl');
      const background = getComputedStyle(element.closest('section') ?? document.body);
      const style = getComputedStyle(element);
      return {
        alignedWithFigures:
          !!figures &&
          Math.abs(element.getBoundingClientRect().left - figures.getBoundingClientRect().left) <
            0.5,
        edgeUnlikeBackground: style.borderLeftColor !== background.backgroundColor,
      };
    });
    expect(layout).toEqual({ alignedWithFigures: true, edgeUnlikeBackground: true });
    expect(errors).toEqual([]);
  });
});
