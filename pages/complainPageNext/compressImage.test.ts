// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type DecodedPicture,
  type DecodePicture,
  defaultLimits,
  encodingTries,
  jpegName,
  preparePicture,
  scaledSize,
} from './compressImage.ts';

describe('compressImage helpers', () => {
  it('scales a 12-megapixel photo to at most 1.6 megapixels, keeping its shape', () => {
    const size = scaledSize(4000, 3000, 1_600_000);
    expect(size.width * size.height).toBeLessThanOrEqual(1_600_000);
    expect(size.width / size.height).toBeCloseTo(4 / 3, 2);
    expect(size).toEqual({ width: 1460, height: 1095 });
  });

  it('never enlarges a small picture', () => {
    expect(scaledSize(720, 1280, 1_600_000)).toEqual({ width: 720, height: 1280 });
  });

  it('names the result .jpg', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('screenshot.png')).toBe('screenshot.jpg');
    expect(jpegName('')).toBe('picture.jpg');
  });

  it('tries the full size twice, then smaller sizes, all within 1 MB but the first', () => {
    const tries = encodingTries(4000, 3000);
    expect(tries.slice(0, 3)).toEqual([
      { width: 1460, height: 1095, quality: 0.72, fitsIn: 450_000 },
      { width: 1460, height: 1095, quality: 0.55, fitsIn: 1_000_000 },
      { width: 1022, height: 767, quality: 0.55, fitsIn: 1_000_000 },
    ]);
    expect(tries).toHaveLength(2 + defaultLimits.shrinkSteps);
    expect(tries.every((attempt) => attempt.fitsIn <= 1_000_000)).toBe(true);
  });
});

const jfif = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
/** A small camera JPEG as picked: its header, then the rest of its bytes (EXIF among them). */
const cameraJpeg = (name = 'IMG_2041.jpg', size = 2_000) => {
  const bytes = new Uint8Array(size);
  bytes.set(jfif);
  bytes.set(new TextEncoder().encode('Exif\0\0GPS 14.5995N 120.9842E'), jfif.length);
  return new File([bytes], name, { type: 'image/jpeg' });
};

interface FakeDecoder {
  decode: DecodePicture;
  decoded: Blob[];
  encoded: { width: number; height: number; quality: number }[];
  released: number;
}

/**
 * Stands in for the browser's decoder and canvas: a picture of this size whose JPEG has
 * `jpegBytes(width, height)` bytes of 0xEE (never the bytes picked).
 */
function fakeDecoder(
  width: number,
  height: number,
  jpegBytes: (width: number, height: number) => number | null = () => 300,
): FakeDecoder {
  const fake: FakeDecoder = {
    decoded: [],
    encoded: [],
    released: 0,
    decode: (file) => {
      fake.decoded.push(file);
      const picture: DecodedPicture = {
        width,
        height,
        toJpeg: (w, h, quality) => {
          fake.encoded.push({ width: w, height: h, quality });
          const size = jpegBytes(w, h);
          return Promise.resolve(
            size === null
              ? null
              : new Blob([new Uint8Array(size).fill(0xee)], { type: 'image/jpeg' }),
          );
        },
        release: () => void (fake.released += 1),
      };
      return Promise.resolve(picture);
    },
  };
  return fake;
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('preparePicture', () => {
  it('redraws even a small JPEG: what is sent is the new JPEG, never the bytes picked', async () => {
    const picked = cameraJpeg('IMG_2041.jpg', 2_000);
    const decoder = fakeDecoder(640, 480);

    const result = await preparePicture(picked, decoder.decode);

    if (!('picture' in result)) throw new Error(`refused: ${result.refusal}`);
    expect(decoder.decoded).toEqual([picked]);
    expect(decoder.encoded).toEqual([{ width: 640, height: 480, quality: 0.72 }]);
    expect(result.picture.type).toBe('image/jpeg');
    expect(result.picture.name).toBe('IMG_2041.jpg');
    expect(await bytesOf(result.picture)).toEqual(new Uint8Array(300).fill(0xee));
    expect(new TextDecoder().decode(await bytesOf(result.picture))).not.toContain('Exif');
    expect(decoder.released).toBe(1);
  });

  it('sends a PNG or WebP screenshot as a JPEG too', async () => {
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'sms.png',
      { type: 'image/png' },
    );
    const webp = new File([new TextEncoder().encode('RIFF\x1a\0\0\0WEBPVP8L')], 'chat.webp');
    for (const file of [png, webp]) {
      const result = await preparePicture(file, fakeDecoder(240, 120).decode);
      expect('picture' in result && result.picture.type).toBe('image/jpeg');
    }
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, without decoding it', async () => {
    const decoder = fakeDecoder(100, 100);
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'sms.jpg',
      {
        type: 'image/jpeg',
      },
    );
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'receipt.png', {
      type: 'image/png',
    });
    const gif = new File(['GIF89a\x01\0\x01\0'], 'funny.gif', { type: 'image/gif' });
    const empty = new File([], 'empty.jpg', { type: 'image/jpeg' });

    for (const file of [svg, html, gif, empty]) {
      expect(await preparePicture(file, decoder.decode)).toEqual({ refusal: 'notPicture' });
    }
    expect(decoder.decoded).toEqual([]);
  });

  it('refuses a picture over 20 MB without decoding it', async () => {
    const decoder = fakeDecoder(8000, 6000);
    const huge = cameraJpeg('RAW.jpg', 20_000_001);

    expect(await preparePicture(huge, decoder.decode)).toEqual({ refusal: 'tooLarge' });
    expect(decoder.decoded).toEqual([]);
    const largest = await preparePicture(cameraJpeg('big.jpg', 20_000_000), decoder.decode);
    expect('picture' in largest).toBe(true);
  });

  it('refuses a picture whose header states more than 120 megapixels, without decoding it', async () => {
    const decoder = fakeDecoder(20_000, 20_000);
    // A small PNG that states 20000x20000: 1.6 GB once decoded.
    const header = new Uint8Array(64);
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    header.set(new TextEncoder().encode('IHDR'), 12);
    new DataView(header.buffer).setUint32(16, 20_000);
    new DataView(header.buffer).setUint32(20, 20_000);
    const bomb = new File([header], 'flat.png', { type: 'image/png' });
    expect(await preparePicture(bomb, decoder.decode)).toEqual({ refusal: 'tooManyPixels' });
    expect(decoder.decoded).toEqual([]);

    // 108 megapixels, a camera's full size, is decoded.
    new DataView(header.buffer).setUint32(16, 12_000);
    new DataView(header.buffer).setUint32(20, 9000);
    const camera = new File([header], 'camera.png', { type: 'image/png' });
    expect('picture' in (await preparePicture(camera, decoder.decode))).toBe(true);
    expect(decoder.decoded).toHaveLength(1);
  });

  it('refuses a picture the browser cannot decode or encode', async () => {
    const broken: DecodePicture = () => Promise.reject(new Error('EncodingError'));
    expect(await preparePicture(cameraJpeg(), broken)).toEqual({ refusal: 'unreadable' });
    const noEncoder = fakeDecoder(100, 100, () => null);
    expect(await preparePicture(cameraJpeg(), noEncoder.decode)).toEqual({ refusal: 'unreadable' });
    expect(noEncoder.released).toBe(1);
  });

  it('draws a detailed photo smaller until its JPEG fits in 1 MB', async () => {
    // A JPEG of one byte per pixel: 1460x1095 is 1.6 MB, 1022x767 is 0.78 MB.
    const decoder = fakeDecoder(4000, 3000, (width, height) => width * height);

    const result = await preparePicture(cameraJpeg('IMG_3000.jpg', 5_000_000), decoder.decode);

    expect(decoder.encoded).toEqual([
      { width: 1460, height: 1095, quality: 0.72 },
      { width: 1460, height: 1095, quality: 0.55 },
      { width: 1022, height: 767, quality: 0.55 },
    ]);
    if (!('picture' in result)) throw new Error(`refused: ${result.refusal}`);
    expect(result.picture.size).toBe(1022 * 767);
    expect(result.picture.size).toBeLessThanOrEqual(1_000_000);
  });

  it('refuses a picture whose JPEG never fits in 1 MB', async () => {
    const decoder = fakeDecoder(1000, 1000, () => 1_000_001);

    expect(await preparePicture(cameraJpeg(), decoder.decode)).toEqual({ refusal: 'tooDetailed' });
    expect(decoder.encoded).toHaveLength(2 + defaultLimits.shrinkSteps);
    expect(decoder.released).toBe(1);
  });
});
