// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
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

const ascii = (text: string) => [...new TextEncoder().encode(text)];
const fileOf = (bytes: readonly number[], name: string) => new File([new Uint8Array(bytes)], name);
/** A JPEG segment: its marker, its length, its bytes. */
const segment = (marker: number, payload: readonly number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];
/** A baseline frame header (SOF0) of this size, three components. */
const frame = (width: number, height: number) =>
  segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, ...Array(9).fill(0)]);
/**
 * A camera JPEG as picked: its EXIF (a GPS position among it), its frame header (4000x3000 unless
 * told), then the rest of its bytes.
 */
const cameraJpeg = (name = 'IMG_2041.jpg', size = 2_000, header = frame(4000, 3000)): File => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, ...segment(0xe1, ascii('Exif\0\0GPS 14.5995N 120.9842E')), ...header]);
  return new File([bytes], name, { type: 'image/jpeg' });
};
/** A PNG as far as its header (IHDR), stating this size. */
const pngOf = (width: number, height: number, name = 'sms.png') => {
  const header = new Uint8Array(33);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR')]);
  new DataView(header.buffer).setUint32(16, width);
  new DataView(header.buffer).setUint32(20, height);
  return new File([header], name, { type: 'image/png' });
};
/** An extended WebP (VP8X) as far as its canvas size. */
const webpOf = (width: number, height: number) => {
  const header = new Uint8Array(30);
  header.set([...ascii('RIFF'), 22, 0, 0, 0, ...ascii('WEBPVP8X'), 10]);
  const view = new DataView(header.buffer);
  view.setUint16(24, (width - 1) & 0xffff, true);
  view.setUint8(26, (width - 1) >> 16);
  view.setUint16(27, (height - 1) & 0xffff, true);
  view.setUint8(29, (height - 1) >> 16);
  return new File([header], 'chat.webp');
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
    for (const file of [pngOf(1080, 2400), webpOf(1080, 2400)]) {
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

  it('refuses a picture whose size its header does not state as it refuses a non-picture, without decoding it', async () => {
    const decoder = fakeDecoder(20_000, 20_000);
    // The signature alone, with no IHDR after it.
    const bare = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'sms.png',
      { type: 'image/png' },
    );
    const noFrame = cameraJpeg('IMG_2041.jpg', 2_000, []);
    // Five 64 KB segments of EXIF first: the frame header starts past the first 256 KB read.
    const late = cameraJpeg('late.jpg', 400_000, [
      ...Array.from({ length: 5 }, () => segment(0xe1, Array(65_000).fill(0))).flat(),
      ...frame(4000, 3000),
    ]);
    const unknownChunk = fileOf(ascii('RIFF\x1a\0\0\0WEBPVP9 '), 'chat.webp');
    const truncatedWebp = fileOf(ascii('RIFF\x1a\0\0\0WEBPVP8L'), 'chat.webp');
    const noPixels = pngOf(0, 1080);

    for (const file of [bare, noFrame, late, unknownChunk, truncatedWebp, noPixels]) {
      expect(await preparePicture(file, decoder.decode), file.name).toEqual({
        refusal: 'notPicture',
      });
    }
    expect(decoder.decoded).toEqual([]);
    // The same file with its frame header in the first 256 KB opens.
    expect('picture' in (await preparePicture(cameraJpeg(), decoder.decode))).toBe(true);
  });

  it('refuses a picture whose header states more than 50 megapixels, without decoding it', async () => {
    const decoder = fakeDecoder(8000, 6000);
    const stated = [
      // A small PNG that states 20000x20000: 1.6 GB once decoded.
      pngOf(20_000, 20_000, 'flat.png'),
      // A 108-megapixel camera photo: about 430 MB decoded.
      cameraJpeg('IMG_108MP.jpg', 2_000, frame(12_000, 9000)),
      pngOf(10_000, 5001, 'just-over.png'),
      webpOf(10_000, 5001),
    ];
    for (const file of stated) {
      expect(await preparePicture(file, decoder.decode), file.name).toEqual({
        refusal: 'tooManyPixels',
      });
    }
    expect(decoder.decoded).toEqual([]);

    // 48 megapixels, a camera's full size, and exactly 50 are decoded.
    const camera = cameraJpeg('IMG_48MP.jpg', 2_000, frame(8000, 6000));
    const most = pngOf(10_000, 5000, 'most.png');
    for (const file of [camera, most]) {
      expect('picture' in (await preparePicture(file, decoder.decode)), file.name).toBe(true);
    }
    expect(decoder.decoded).toEqual([camera, most]);
  });

  it('decodes one picture at a time: the next waits until the last is released', async () => {
    const events: string[] = [];
    const opened = new Map<string, () => void>();
    const decode: DecodePicture = (file) => {
      const name = (file as File).name;
      events.push(`decode ${name}`);
      return new Promise((resolve, reject) => {
        opened.set(name, () =>
          name.startsWith('broken')
            ? reject(new Error('EncodingError'))
            : resolve({
                width: 640,
                height: 480,
                toJpeg: () => Promise.resolve(new Blob([new Uint8Array(300)])),
                release: () => void events.push(`release ${name}`),
              }),
        );
      });
    };
    const settle = async (name: string) => {
      await vi.waitFor(() => expect(opened.has(name), name).toBe(true));
      opened.get(name)?.();
    };

    const picked = ['a.jpg', 'broken.jpg', 'c.jpg'].map((name) =>
      preparePicture(cameraJpeg(name), decode),
    );
    await settle('a.jpg');
    await settle('broken.jpg');
    await settle('c.jpg');
    const results = await Promise.all(picked);

    expect(events).toEqual([
      'decode a.jpg',
      'release a.jpg',
      // A picture that cannot be decoded holds nothing up either.
      'decode broken.jpg',
      'decode c.jpg',
      'release c.jpg',
    ]);
    expect(results.map((result) => 'picture' in result)).toEqual([true, false, true]);
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
