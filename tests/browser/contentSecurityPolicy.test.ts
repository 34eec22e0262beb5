// The browser tests run every page under the headers it ships with (contract §4,
// scripts/deploy/securityHeaders.ts): the preview server sends each page its own
// Content-Security-Policy, and a page that breaks it fails the test that opened it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  contentSecurityPolicy,
  permissionsPolicy,
  scriptHashes,
  styleHashes,
} from '../../scripts/deploy/securityHeaders.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import { cleanPathOf, findPage, notFoundPage, type PageRow } from '../../shared/config/pages.ts';
import { launchBrowser, openPage, policyViolations, siteUrl } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const html = (page: PageRow) => fs.readFileSync(path.join(inject('distDir'), page.file), 'utf8');

describe('the headers of the pages under test', () => {
  it.each<{ page: PageRow; address: string }>([
    { page: findPage('aboutUs'), address: '/aboutUs' },
    { page: findPage('complainPageNext'), address: '/complainPageNext' },
    { page: findPage('testPreview'), address: '/testPreview' },
    { page: findPage('repay'), address: '/repay' },
    { page: notFoundPage, address: '/noSuchPage' },
  ])('$address has the policy of its own inline styles and scripts', async ({ page, address }) => {
    const response = await fetch(siteUrl(address));
    const scripts = scriptHashes(html(page));
    // The figures script of a page with figures (scripts/build/early-page-load.ts), no other.
    expect(scripts).toHaveLength(page.name === 'repay' ? 1 : 0);
    expect(response.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(defaultConfig, styleHashes(html(page)), '/', scripts),
    );
    expect(response.headers.get('permissions-policy')).toBe(permissionsPolicy(page));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('a page that breaks its policy', () => {
  it.each([
    { what: 'a style="" attribute', markup: '<p style="color: red">Styled inline</p>' },
    { what: 'an inline script', markup: '<script>document.title = "Ran inline";</script>' },
  ])('shows in the errors when its HTML has $what', async ({ markup }) => {
    const address = cleanPathOf(findPage('aboutUs'));
    const { page, context, errors } = await openPage(browser, address, {
      // The page as the server sends it, headers and all, with the markup added after its root.
      beforeOpen: (tab) =>
        tab.route(siteUrl(address), async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('</body>', `${markup}</body>`);
          await route.fulfill({ response, body });
        }),
    });
    try {
      expect(await page.title()).not.toBe('Ran inline');
      expect(errors.join('\n')).toMatch(/Content-Security-Policy violation/);
      // Taken out of the record the run checks after each test: here it is the expected outcome.
      expect(policyViolations.splice(0).length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
