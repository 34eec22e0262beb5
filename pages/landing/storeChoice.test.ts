import { describe, expect, it } from 'vitest';
import { offerVisitorsStore, platformOf } from './storeChoice.ts';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  desktopIPad:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; Redmi Note 12 Build/TKQ1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('platformOf', () => {
  it('reads iPhone and iPad as iOS, and an iPad asking for desktop pages (a Mac with touch)', () => {
    expect(platformOf(agents.iPhone, 5)).toBe('ios');
    expect(platformOf(agents.iPad, 5)).toBe('ios');
    expect(platformOf(agents.desktopIPad, 5)).toBe('ios');
  });

  it('reads Android as Android, and gives an unknown or desktop visitor Android too', () => {
    expect(platformOf(agents.android, 5)).toBe('android');
    expect(platformOf(agents.androidWebView, 5)).toBe('android');
    expect(platformOf(agents.windows)).toBe('android');
    expect(platformOf(agents.desktopIPad, 0)).toBe('android');
    expect(platformOf('')).toBe('android');
  });
});

describe('offerVisitorsStore', () => {
  const markup = `<p>
    <a href="https://play.example/app" data-store="">Get the app</a>
    <a href="https://apps.example/app" data-store="Also on Google Play">Also on the App Store</a>
  </p>`;
  const links = () =>
    [...document.querySelectorAll('a')].map((link) => [link.textContent, link.href]);

  it('on iOS, Get the app leads to the App Store and the quiet link to Google Play', () => {
    document.body.innerHTML = markup;
    offerVisitorsStore(document, 'ios');
    expect(links()).toEqual([
      ['Get the app', 'https://apps.example/app'],
      ['Also on Google Play', 'https://play.example/app'],
    ]);
  });

  it('on Android, or with one store only, leaves the links as built', () => {
    document.body.innerHTML = markup;
    offerVisitorsStore(document, 'android');
    expect(links()).toEqual([
      ['Get the app', 'https://play.example/app'],
      ['Also on the App Store', 'https://apps.example/app'],
    ]);
    document.body.innerHTML = '<a href="https://play.example/app" data-store="">Get the app</a>';
    offerVisitorsStore(document, 'ios');
    expect(links()).toEqual([['Get the app', 'https://play.example/app']]);
  });
});
