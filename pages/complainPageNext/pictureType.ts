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
