// Shrinks an evidence picture in the browser before it is uploaded (spec §2 'Complaint next page'):
// borrowers pay for their data, and a phone photo of several MB carries no more evidence than a
// picture of about 1.6 megapixels. A module of its own, fetched when the first picture is picked.
// Anything it cannot read (a format the web view does not decode, an animated GIF) is sent as it is.

export interface CompressionLimits {
  /** Pixels of the result at most: a 4000x3000 photo becomes about 1460x1095. */
  maxPixels: number;
  /** JPEG quality of the first try. */
  quality: number;
  /** A result still larger than this is encoded once more at `fallbackQuality`. */
  targetBytes: number;
  fallbackQuality: number;
}

export const defaultLimits: CompressionLimits = {
  maxPixels: 1_600_000,
  quality: 0.72,
  targetBytes: 450_000,
  fallbackQuality: 0.55,
};

/** The size to draw at: the same proportions, at most `maxPixels`, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxPixels: number,
): { width: number; height: number } {
  const pixels = width * height;
  if (pixels <= maxPixels || pixels === 0) return { width, height };
  const scale = Math.sqrt(maxPixels / pixels);
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

/** The file's name with a .jpg ending. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'picture';
  return `${base}.jpg`;
}

type Drawable = ImageBitmap | HTMLImageElement;

async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Older web views: an <img> below (it also applies the photo's orientation).
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function sizeOf(drawable: Drawable): { width: number; height: number } {
  return 'naturalWidth' in drawable
    ? { width: drawable.naturalWidth, height: drawable.naturalHeight }
    : { width: drawable.width, height: drawable.height };
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The picture as a JPEG of at most `maxPixels`, or the file itself when it is not a still picture
 * the browser can decode, or when the result would not be smaller.
 */
export async function compressImage(
  file: File,
  limits: CompressionLimits = defaultLimits,
): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  let drawable: Drawable;
  try {
    drawable = await decode(file);
  } catch {
    return file;
  }
  try {
    const natural = sizeOf(drawable);
    const { width, height } = scaledSize(natural.width, natural.height, limits.maxPixels);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a screenshot's clear parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(drawable, 0, 0, width, height);
    let blob = await encode(canvas, limits.quality);
    if (blob && blob.size > limits.targetBytes) {
      blob = (await encode(canvas, limits.fallbackQuality)) ?? blob;
    }
    canvas.width = 0;
    canvas.height = 0;
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    if ('close' in drawable) drawable.close();
  }
}
