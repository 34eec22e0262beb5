// The preview server answers the API with the mock backend; the build itself carries no mock code.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { endpointPath, launchBrowser, openPage } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function postFromPage(pagePath: string, apiPath: string) {
  const opened = await openPage(browser, pagePath);
  try {
    return await opened.page.evaluate(async (address) => {
      const response = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'productId=12&orderId=9001',
      });
      return { status: response.status, body: await response.text() };
    }, apiPath);
  } finally {
    await opened.context.close();
  }
}

describe('mock backend behind vite preview', () => {
  it('answers a loan call with an envelope', async () => {
    const { status, body } = await postFromPage('/testPreview', endpointPath('loanDetails'));
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ code: 0, data: { orderStatus: 174 } });
  });

  it('takes the scenario from the page address (mock=...)', async () => {
    const { body } = await postFromPage(
      '/testPreview?mock=status-200',
      endpointPath('loanDetails'),
    );
    expect(JSON.parse(body)).toMatchObject({ code: 0, data: { orderStatus: 200 } });

    const failed = await postFromPage(
      '/testPreview?mock=server-error',
      endpointPath('loanDetails'),
    );
    expect(failed.status).toBe(500);
  });

  it('leaves every mock module out of the build', () => {
    const assets = path.join(inject('distDir'), 'assets');
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = fs.readFileSync(path.join(assets, file), 'utf8');
      // The test preview's scenario picker names the scenarios (a build-time list); no other page
      // carries them, and no page carries the mock's answers.
      if (!file.startsWith('testPreview-')) expect(code, file).not.toContain('status-174-delay');
      expect(code, file).not.toContain('HttpResponse');
    }
  });
});
