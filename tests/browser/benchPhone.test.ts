// The observed bench's phone (scripts/measure/bench-phone.ts): Chromium spoken to over its DevTools pipe.
// What the bench relies on: a page opened with the load applied and read by expressions, a tap
// that reaches the page as a finger's, a profile that cannot register a service worker, and a wait
// that says what it waited for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhoneBrowser } from '../../scripts/measure/bench-phone.ts';

const page = `<!doctype html><meta name="viewport" content="width=device-width">
<button style="width:200px;height:60px" onclick="location.hash = 'tapped:' + event.pointerType">REPAY</button>
<p id="cpu"></p>`;

let server: http.Server;
let origin = '';
let browser: PhoneBrowser;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const worker = request.url === '/sw.js';
    response.writeHead(200, { 'Content-Type': worker ? 'text/javascript' : 'text/html' });
    response.end(worker ? '' : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await PhoneBrowser.launch(process.env.CHROME_PATH ?? '/usr/bin/chromium', {
    latencyMs: 150,
    downloadKbps: 1600,
    uploadKbps: 750,
    cpuSlowdown: 4,
    width: 390,
    height: 844,
    deviceScaleFactor: 2,
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the bench phone', () => {
  it('opens a page on the phone screen, after a round trip, and taps it as a finger does', async () => {
    const profile = await browser.newProfile();
    const tab = await profile.open(`${origin}/`);
    const seen = await tab.evaluate<{ width: number; ratio: number; fetchMs: number }>(
      `(async () => {
        const started = performance.now();
        await fetch('/again', { cache: 'no-store' }).then((response) => response.text());
        return { width: innerWidth, ratio: devicePixelRatio, fetchMs: performance.now() - started };
      })()`,
    );
    expect(seen.width).toBe(390);
    expect(seen.ratio).toBe(2);
    // The 150 ms round trip is applied to what the page asks for.
    expect(seen.fetchMs).toBeGreaterThanOrEqual(150);
    const centre = await tab.evaluate<{ x: number; y: number }>(
      `(() => { const b = document.querySelector('button').getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; })()`,
    );
    await tab.tap(centre.x, centre.y);
    await tab.waitFor(`location.hash === '#tapped:touch'`, 10_000, 'the tap');
    await tab.close();
    await profile.close();
  });

  it('a blocked profile cannot register a service worker; a wait names what it waited for', async () => {
    const register = `navigator.serviceWorker.register('/sw.js').then(() => 'registered', (error) => error.name)`;
    const open = await browser.newProfile();
    const openTab = await open.open(`${origin}/`);
    expect(await openTab.evaluate<string>(register)).toBe('registered');
    await openTab.close();
    await open.close();
    const profile = await browser.newProfile({ blockWorker: true });
    const tab = await profile.open(`${origin}/`);
    expect(await tab.evaluate<string>(register)).toBe('SecurityError');
    await expect(tab.waitFor('false', 300, 'nothing')).rejects.toThrow('nothing: not within 0.3 s');
    await tab.close();
    await profile.close();
  });
});
