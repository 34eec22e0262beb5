// What the complaint next page decides (spec §2 'Complaint next page', §4 'Complaint', §5, §9):
// the chosen type's tags, how many pictures may be added and which are refused, whether the
// complaint can be sent, and where the borrower goes once it is.
import { complaintLimits, type ComplaintInit } from '../../shared/api/complaints.ts';
import type { QueryValues } from '../../shared/navigation/pageQuery.ts';

export const emptyTextMessage = 'Please fill in your comments and suggestions';
export const uploadingMessage = 'Please wait until your pictures are uploaded.';
export const failedUploadMessage =
  'A picture was not uploaded. Tap Retry on it, or remove it, then send again.';
export const uploadSucceededMessage = 'Upload succeeded!';

/** The bytes of a picked picture, and of the JPEG sent in its place, at most. */
export const pictureBytes = { picked: 20_000_000, sent: 1_000_000 } as const;

/**
 * The pixels a picked picture's header may state at most: decoding takes four bytes a pixel, and
 * a small PNG can state a huge picture. 50 megapixels is about 200 MB decoded, what a cheap
 * phone's web view can still hold; a 48-megapixel camera photo (8000x6000) opens.
 */
export const pickedPixels = 50_000_000;

/** Why a picked file is not sent. */
export type PictureRefusal =
  'notPicture' | 'tooLarge' | 'tooManyPixels' | 'unreadable' | 'tooDetailed' | 'unprepared';

/** What the uploader says of a refused file; the pictures already there stay. */
export const pictureRefusalMessages: Record<PictureRefusal, string> = {
  notPicture: 'Only JPG, PNG or WebP pictures can be sent.',
  tooLarge: `This picture is larger than ${pictureBytes.picked / 1_000_000} MB. Please choose a smaller one.`,
  tooManyPixels: `This picture is larger than ${pickedPixels / 1_000_000} megapixels. Please choose a smaller one.`,
  unreadable: 'This picture could not be opened. Please choose another one.',
  tooDetailed: 'This picture could not be made small enough to send. Please choose another one.',
  unprepared: 'This picture could not be prepared. Please check your connection and pick it again.',
};

/** A picture may be added while fewer than 9 are there (uploaded or on their way). */
export function canAddImage(count: number): boolean {
  return count < complaintLimits.images;
}

/** The titles of the chosen type and sub-type, as the tags show them. */
export function typeTags(
  init: ComplaintInit,
  problemType: string,
  problemSonType: string,
): string[] {
  const title = (types: ComplaintInit['problemTypes'], value: string) =>
    value === '' ? undefined : types.find((type) => String(type.value) === value)?.title;
  return [
    title(init.problemTypes, problemType),
    title(init.problemSonTypes, problemSonType),
  ].filter((tag): tag is string => tag !== undefined);
}

export type UploadStatus = 'preparing' | 'uploading' | 'failed';

/** Why the complaint cannot be sent yet; undefined when it can. */
export function sendRefusal(text: string, pending: readonly UploadStatus[]): string | undefined {
  if (text.trim() === '') return emptyTextMessage;
  if (pending.includes('failed')) return failedUploadMessage;
  if (pending.length > 0) return uploadingMessage;
  return undefined;
}

/** The complaint entry the borrower returns to: the order it was opened with. */
export function entryQuery(query: QueryValues): QueryValues {
  return { orderId: query.orderId || query.orderNo || '' };
}
