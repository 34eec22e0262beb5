// Every evidence picture is checked and redrawn in the browser before it is uploaded (spec §2
// 'Complaint next page', §5): only a JPEG, PNG or WebP by its first bytes, of at most 20 MB, whose
// header states its size, at most 50 megapixels, is taken; it is decoded (one picture at a time),
// drawn on a canvas and sent as a new JPEG of at most 1 MB. Only the pixels travel: no script of a
// disguised file, no EXIF (the GPS position of the phone), nothing appended. Borrowers pay for
// their data, and a picture of about 1.6 megapixels carries all the evidence of a phone photo. A
// module of its own, fetched when the first picture is picked.
import { type PictureRefusal, pictureBytes, pickedPixels } from './nextPageRules.ts';
import { type PictureSize, readPictureSize, sniffPictureType } from './pictureType.ts';

export interface CompressionLimits {
  /** Pixels of the result at most: a 4000x3000 photo becomes about 1460x1095. */
  maxPixels: number;
  /** JPEG quality of the first try. */
  quality: number;
  /** The first try is kept when it is no larger than this. */
  targetBytes: number;
  /** The quality of every later try. */
  fallbackQuality: number;
  /** Bytes of a picked file at most. */
  pickedBytes: number;
  /** Pixels its header may state at most (checked before anything decodes it). */
  decodedPixels: number;
  /** Bytes of the result at most; past it the picture is drawn smaller. */
  sentBytes: number;
  /** Each smaller try is this fraction of the last, by side. */
  shrink: number;
  /** Smaller tries at most before the picture is refused. */
  shrinkSteps: number;
}

export const defaultLimits: CompressionLimits = {
  maxPixels: 1_600_000,
  quality: 0.72,
  targetBytes: 450_000,
  fallbackQuality: 0.55,
  pickedBytes: pictureBytes.picked,
  decodedPixels: pickedPixels,
  sentBytes: pictureBytes.sent,
  shrink: 0.7,
  shrinkSteps: 4,
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

/** One encoding of the picture: kept when its JPEG is at most `fitsIn` bytes. */
export interface EncodingTry {
  width: number;
  height: number;
  quality: number;
  fitsIn: number;
}

/**
 * The encodings tried in turn: at most `maxPixels` at `quality` while it stays near the target,
 * then at `fallbackQuality` within `sentBytes`, then smaller and smaller within `sentBytes`.
 */
export function encodingTries(
  width: number,
  height: number,
  limits: CompressionLimits = defaultLimits,
): EncodingTry[] {
  const size = scaledSize(width, height, limits.maxPixels);
  const tries: EncodingTry[] = [
    { ...size, quality: limits.quality, fitsIn: limits.targetBytes },
    { ...size, quality: limits.fallbackQuality, fitsIn: limits.sentBytes },
  ];
  for (let step = 1; step <= limits.shrinkSteps; step += 1) {
    const scale = limits.shrink ** step;
    tries.push({
      width: Math.max(1, Math.round(size.width * scale)),
      height: Math.max(1, Math.round(size.height * scale)),
      quality: limits.fallbackQuality,
      fitsIn: limits.sentBytes,
    });
  }
  return tries;
}

/** A decoded picture that can be drawn again as a JPEG. */
export interface DecodedPicture {
  width: number;
  height: number;
  /** The picture drawn at this size as a JPEG; null when the browser makes none. */
  toJpeg(width: number, height: number, quality: number): Promise<Blob | null>;
  /** Frees the pixels. */
  release(): void;
}

/** Decodes a picture; rejects when it cannot. Tests pass their own (happy-dom has no canvas). */
export type DecodePicture = (file: Blob) => Promise<DecodedPicture>;

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

/** The browser's decoder and a canvas: the path every real picture takes. */
export async function decodeOnCanvas(file: Blob): Promise<DecodedPicture> {
  const drawable = await decode(file);
  const natural = sizeOf(drawable);
  const close = () => {
    if ('close' in drawable) drawable.close();
  };
  if (natural.width === 0 || natural.height === 0) {
    close();
    throw new Error('A picture without pixels.');
  }
  const canvas = document.createElement('canvas');
  return {
    ...natural,
    toJpeg: async (width, height, quality) => {
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return null;
      // JPEG has no transparency: a screenshot's clear parts become white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(drawable, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', quality),
      );
      // A web view without a JPEG encoder hands back a PNG: that is not what is sent.
      return blob?.type === 'image/jpeg' ? blob : null;
    },
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
      close();
    },
  };
}

/** The picture being decoded and redrawn, if any: the next one waits for it to be released. */
let decoding: Promise<unknown> = Promise.resolve();

/**
 * Runs the task once every task queued before it has ended: a decoded picture holds up to 200 MB,
 * and a borrower may pick several at once, more than a cheap phone's web view holds together.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const turn = decoding.then(task);
  decoding = turn.catch(() => undefined);
  return turn;
}

/** A picture ready to upload, or why the picked file is not sent. */
export type PreparedPicture = { picture: File } | { refusal: PictureRefusal };

/** The picked file redrawn as a JPEG within the limits, or why it is refused. */
export async function preparePicture(
  file: File,
  decodePicture: DecodePicture = decodeOnCanvas,
  limits: CompressionLimits = defaultLimits,
): Promise<PreparedPicture> {
  let size: PictureSize | undefined;
  try {
    const type = await sniffPictureType(file);
    if (!type) return { refusal: 'notPicture' };
    if (file.size > limits.pickedBytes) return { refusal: 'tooLarge' };
    size = await readPictureSize(file, type);
  } catch {
    // The file could not be read at all (a cloud file that never arrived, say).
    return { refusal: 'unreadable' };
  }
  // Refused before decoding. A header whose size cannot be read (or is none) is not the header of
  // a picture this page takes: the decoder would open it at whatever size it holds.
  if (!size || size.width === 0 || size.height === 0) return { refusal: 'notPicture' };
  if (size.width * size.height > limits.decodedPixels) return { refusal: 'tooManyPixels' };
  return oneAtATime(() => redrawn(file, decodePicture, limits));
}

/** The picture decoded and drawn again as a JPEG within the limits; released whatever happens. */
async function redrawn(
  file: File,
  decodePicture: DecodePicture,
  limits: CompressionLimits,
): Promise<PreparedPicture> {
  let decoded: DecodedPicture;
  try {
    decoded = await decodePicture(file);
  } catch {
    return { refusal: 'unreadable' };
  }
  try {
    for (const { width, height, quality, fitsIn } of encodingTries(
      decoded.width,
      decoded.height,
      limits,
    )) {
      const jpeg = await decoded.toJpeg(width, height, quality);
      if (!jpeg) return { refusal: 'unreadable' };
      if (jpeg.size <= fitsIn) {
        return { picture: new File([jpeg], jpegName(file.name), { type: 'image/jpeg' }) };
      }
    }
    return { refusal: 'tooDetailed' };
  } catch {
    return { refusal: 'unreadable' };
  } finally {
    decoded.release();
  }
}
