import { describe, expect, it } from 'vitest';
import { compressImage, jpegName, scaledSize } from './compressImage.ts';

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

  it('sends what it cannot decode as it is', async () => {
    const text = new File(['not a picture'], 'note.txt', { type: 'text/plain' });
    expect(await compressImage(text)).toBe(text);
    const broken = new File(['oops'], 'broken.jpg', { type: 'image/jpeg' });
    expect(await compressImage(broken)).toBe(broken);
  });
});
