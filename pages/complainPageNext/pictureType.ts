// Which picture a file holds, read from its first bytes (spec §2 'Complaint next page', §5): the
// borrower's evidence may only be a JPEG, PNG or WebP photo or screenshot. The name and the type
// the phone reports are set by whoever made the file, so they decide nothing.

export type PictureType = 'jpeg' | 'png' | 'webp';

/** Bytes at the start of a file that name its format; undefined stands for any byte. */
const signatures: Record<PictureType, readonly (number | undefined)[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // 'RIFF', four bytes of length, 'WEBP'.
  webp: [0x52, 0x49, 0x46, 0x46, ...Array<undefined>(4), 0x57, 0x45, 0x42, 0x50],
};

/** How many first bytes `pictureTypeOf` reads. */
const signatureLength = Math.max(...Object.values(signatures).map((bytes) => bytes.length));

/** The picture format these first bytes begin; undefined for anything else (or too few bytes). */
export function pictureTypeOf(head: Uint8Array): PictureType | undefined {
  return (Object.keys(signatures) as PictureType[]).find((type) =>
    signatures[type].every((byte, index) =>
      byte === undefined ? index < head.length : head[index] === byte,
    ),
  );
}

/** The picture format of a file, by its first bytes. */
export async function sniffPictureType(file: Blob): Promise<PictureType | undefined> {
  return pictureTypeOf(new Uint8Array(await file.slice(0, signatureLength).arrayBuffer()));
}

/** A picture's size in pixels, as its header states it. */
export interface PictureSize {
  width: number;
  height: number;
}

/** How many first bytes `readPictureSize` reads: a camera JPEG's EXIF comes before its size. */
const sizeHeaderBytes = 262_144;

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65_536 + u16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The JPEG frame's size: the first start-of-frame segment, found marker by marker. */
function jpegSize(bytes: Uint8Array): PictureSize | undefined {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0..SOF15, but DHT (C4), JPG (C8) and DAC (CC) share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
    at += standalone ? 2 : 2 + u16be(bytes, at + 2);
  }
  return undefined;
}

/** The WebP canvas: from its extended, lossy or lossless header. */
function webpSize(bytes: Uint8Array): PictureSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const [b1 = 0, b2 = 0, b3 = 0, b4 = 0] = bytes.subarray(21, 25);
    return {
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
    };
  }
  return undefined;
}

/** The size a picture's header states; undefined when these bytes do not reach it. */
export function pictureSizeOf(head: Uint8Array, type: PictureType): PictureSize | undefined {
  if (type === 'png') {
    return ascii(head, 12, 4) === 'IHDR' && head.length >= 24
      ? { width: u32be(head, 16), height: u32be(head, 20) }
      : undefined;
  }
  return type === 'jpeg' ? jpegSize(head) : webpSize(head);
}

/** The size a file's header states, read before anything decodes it. */
export async function readPictureSize(
  file: Blob,
  type: PictureType,
): Promise<PictureSize | undefined> {
  return pictureSizeOf(new Uint8Array(await file.slice(0, sizeHeaderBytes).arrayBuffer()), type);
}
