import { describe, expect, it, vi } from 'vitest';
import { channelPictureUrl, imageOrigins, imageUrl } from './imageUrl.ts';

// The page runs on http://localhost:3000 (the test environment's origin). The images of this
// deployment come from its CDN and from a host with an internationalised name.
vi.mock('../config/appConfig.ts', async () => {
  const { createConfig } = await import('../config/readConfig.ts');
  return {
    appConfig: createConfig({
      VITE_API_ORIGIN: 'https://api.example',
      VITE_IMAGE_HOSTS: 'https://cdn.example.ph,https://bücher.example',
    }),
  };
});

describe('imageOrigins', () => {
  it('are the page origin and the configured image hosts, not the API unless listed', () => {
    expect(imageOrigins()).toEqual([
      'http://localhost:3000',
      'https://cdn.example.ph',
      'https://xn--bcher-kva.example',
    ]);
  });
});

describe('imageUrl (a picture named by the query or the server)', () => {
  it('keeps pictures on an image host and paths on this site', () => {
    expect(imageUrl('https://cdn.example.ph/qr/1.png')).toBe('https://cdn.example.ph/qr/1.png');
    expect(imageUrl(' /maxwell/mock-files/qr.svg ')).toBe(
      `${location.origin}/maxwell/mock-files/qr.svg`,
    );
    expect(imageUrl('http://localhost:3000/logo.svg')).toBe('http://localhost:3000/logo.svg');
  });

  it('reads hosts as the parser does: case, default port, IDN and stray whitespace', () => {
    expect(imageUrl('HTTPS://CDN.Example.PH/a.png')).toBe('https://cdn.example.ph/a.png');
    expect(imageUrl('https://cdn.example.ph:443/a.png')).toBe('https://cdn.example.ph/a.png');
    expect(imageUrl('https://bücher.example/a.png')).toBe('https://xn--bcher-kva.example/a.png');
    expect(imageUrl('\n\thttps://cdn.example.ph/a.png \n')).toBe('https://cdn.example.ph/a.png');
    expect(imageUrl('https://cdn.exa\tmple.ph/a.png')).toBe('https://cdn.example.ph/a.png');
  });

  it.each([
    // Another host, however it is dressed up.
    'https://evil.example/qr.png',
    'https://evil-cdn.example.ph/qr.png',
    'https://cdn.example.ph.evil.example/qr.png',
    'https://evil.example/cdn.example.ph/qr.png',
    'https://evil.example\\@cdn.example.ph/qr.png',
    'https://cdn.example.ph@evil.example/qr.png',
    'https://cdn@evil.example/qr.png',
    'https://user:pass@cdn.example.ph/qr.png',
    'https://сdn.example.ph/qr.png', // a Cyrillic с
    'https://bucher.example/a.png',
    // Plain http, another port, another scheme.
    'http://cdn.example.ph/qr.png',
    'https://cdn.example.ph:8443/qr.png',
    'https://localhost:3000/logo.svg',
    'http://localhost:3001/logo.svg',
    // The API origin is not an image host here: VITE_IMAGE_HOSTS replaces it.
    'https://api.example/qr.png',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'data:image/png;base64,AAAA',
    'blob:https://cdn.example.ph/1',
    'blob:http://localhost:3000/1',
    'file:///etc/passwd',
    'vbscript:msgbox',
    // Another host by path tricks, a bare word, nothing.
    '//evil.example/qr.png',
    ' //evil.example/qr.png',
    '/\\evil.example/qr.png',
    '\\\\evil.example/qr.png',
    'qr.png',
    'cdn.example.ph/qr.png',
    'https://',
    'http://',
    '',
    '   ',
  ])('refuses %j', (address) => {
    expect(imageUrl(address)).toBeUndefined();
  });

  it.each([undefined, null, 42, {}, ['https://cdn.example.ph/a.png']])(
    'refuses a value that is not a string: %j',
    (address) => {
      expect(imageUrl(address)).toBeUndefined();
    },
  );
});

describe('channelPictureUrl (the pay-code picture a link names)', () => {
  const path = '/maxwell/channel-pictures/';

  it('keeps a picture under the channel pictures path, on this site or an image host', () => {
    expect(channelPictureUrl(`https://cdn.example.ph${path}711.png`)).toBe(
      `https://cdn.example.ph${path}711.png`,
    );
    expect(channelPictureUrl(`${path}qr-7300.svg`)).toBe(`${location.origin}${path}qr-7300.svg`);
  });

  it.each([
    // A borrower's upload, on the same host: anyone's QR code could be there.
    'https://cdn.example.ph/maxwell/mock-files/upload-1',
    '/maxwell/mock-files/upload-1',
    'https://cdn.example.ph/711.png',
    // Out of the path, as the parser or a server reads it.
    `${path}../mock-files/upload-1`,
    `${path}%2e%2e/mock-files/upload-1`,
    `${path}..%2Fmock-files/upload-1`,
    `${path}..%5Cmock-files/upload-1`,
    `${path}..\\mock-files/upload-1`,
    '/maxwell/channel-pictures-old/711.png',
    // Not an image host at all.
    `https://evil.example${path}711.png`,
    `//evil.example${path}711.png`,
  ])('refuses %j', (address) => {
    expect(channelPictureUrl(address)).toBeUndefined();
  });
});
