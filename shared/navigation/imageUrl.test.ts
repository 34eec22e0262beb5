import { describe, expect, it } from 'vitest';
import { imageUrl } from './imageUrl.ts';

describe('imageUrl (an image address from the query or the server)', () => {
  it('keeps absolute http(s) addresses and paths on this site', () => {
    expect(imageUrl('https://cdn.example.ph/qr/1.png')).toBe('https://cdn.example.ph/qr/1.png');
    expect(imageUrl('http://cdn.example.ph/qr/1.png')).toBe('http://cdn.example.ph/qr/1.png');
    expect(imageUrl(' /maxwell/mock-files/qr.svg ')).toBe(
      `${location.origin}/maxwell/mock-files/qr.svg`,
    );
  });

  it('refuses every other scheme, other hosts by path tricks, credentials and garbage', () => {
    for (const address of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'blob:https://x/1',
      '//evil.example/qr.png',
      '/\\evil.example/qr.png',
      'qr.png',
      'https://user:pass@cdn.example.ph/qr.png',
      'http://',
      '',
      undefined,
      42,
    ]) {
      expect(imageUrl(address), String(address)).toBeUndefined();
    }
  });
});
