// Complaints (spec §3 'Complaint problem', 'Order summary for complaints', 'Problem list item';
// §7 'Complaints'; §8; §9 complaint constants): the typed calls of the four complaint pages and
// the limits they share. Success is code '00'; a failure toasts the server message, and a network
// failure 'error' (the endpoint rows carry that text).
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import {
  asAddress,
  asArray,
  asList,
  asName,
  asNumber,
  asRecord,
  asText,
  type Json,
  listLimit,
  readList,
  type ShownList,
} from './parse.ts';
import type { ApiResult } from './result.ts';

/** Spec §9: the complaint text and pictures, and the waits of the two modals. */
export const complaintLimits = {
  /** Characters of problemDetail; input beyond is ignored. */
  textLength: 200,
  /** Pictures of one complaint; a tenth is ignored. */
  images: 9,
  /** The reply is promised within this many weekdays. */
  replyWeekdays: 3,
  /** The success modal stays this long, then the entry page opens. */
  successModalMs: 1500,
  /** The rating modal opens this long after the details load. */
  ratingDelayMs: 3000,
  /** The rating scale. */
  stars: 5,
} as const;

/** problemType value 1 is collection: it has sub-types and needs an order that allows it. */
export const collectionProblemType = 1;

export interface ProblemType {
  value: number;
  title: string;
}

interface ComplaintOrderRow {
  title: string;
  value: string;
}

/** Spec §3 'Order summary for complaints'. */
export interface ComplaintOrder {
  orderNo: string;
  productLogo: string;
  productName: string;
  /** The order's status as the server words it. */
  status: string;
  rows: ComplaintOrderRow[];
  /** 1: collection complaints are allowed for this order. */
  /** isShow is 1: collection complaints are allowed about this order. */
  allowsCollection: boolean;
}

export interface ComplaintInit {
  problemTypes: ProblemType[];
  /** The collection sub-types. */
  problemSonTypes: ProblemType[];
  /** The order the page was opened for; undefined when the server names none. */
  order: ComplaintOrder | undefined;
  /** Every order of the borrower, to choose from. */
  orders: ComplaintOrder[];
}

function parseProblemTypes(value: unknown): ProblemType[] {
  return asList(value, (item) => ({
    value: asNumber(item.value, Number.NaN),
    title: asText(item.title).trim(),
  })).filter((type) => Number.isFinite(type.value) && type.title !== '');
}

function parseOrder(item: Json): ComplaintOrder {
  return {
    orderNo: asText(item.orderNo).trim(),
    productLogo: asAddress(item.productLogo),
    productName: asText(item.productName),
    status: asText(item.status),
    rows: asList(item.rows, (row) => ({ title: asText(row.title), value: asText(row.value) })),
    allowsCollection: asNumber(item.isShow) === 1,
  };
}

export function parseComplaintInit(data: unknown): ComplaintInit {
  const record = asRecord(data);
  const orders = asList(record.orderList, parseOrder).filter((order) => order.orderNo !== '');
  const order = parseOrder(asRecord(record.orderDetail));
  return {
    problemTypes: parseProblemTypes(record.problemType),
    problemSonTypes: parseProblemTypes(record.problemSonType),
    order: order.orderNo === '' ? undefined : order,
    orders,
  };
}

/** Entry page: with the order it was opened for. Next page: with no body, for the type titles. */
export function loadComplaintInit(
  params: { orderId?: string },
  options: { silent?: boolean } = {},
): Promise<ApiResult<ComplaintInit>> {
  return api.call(endpoints.complaintInit, params, { parse: parseComplaintInit, ...options });
}

/** The address of an uploaded picture (`data.url`). */
function parseUploadedImage(data: unknown): string {
  const url = asAddress(asRecord(data).url).trim();
  if (url === '') throw new Error('An upload answer without its address.');
  return url;
}

/** Uploads one evidence picture as the multipart field problemImage; `data.url` on '00'. */
export function uploadComplaintImage(
  image: Blob,
  options: { onProgress?: (fraction: number) => void } = {},
): Promise<ApiResult<string>> {
  return api.call(
    endpoints.complaintUploadImage,
    { problemImage: image },
    { parse: parseUploadedImage, onUploadProgress: options.onProgress },
  );
}

export interface ComplaintSubmission {
  problemType: number;
  /** Empty for a type without sub-types. */
  problemSonType: string;
  problemDetail: string;
  /** The uploaded pictures' addresses, sent comma-joined. */
  images: readonly string[];
  orderNo: string;
}

export function saveComplaint(complaint: ComplaintSubmission): Promise<ApiResult<unknown>> {
  return api.call(endpoints.complaintSave, {
    problemType: complaint.problemType,
    problemSonType: complaint.problemSonType,
    problemDetail: complaint.problemDetail,
    problemImage: complaint.images.join(','),
    orderNo: complaint.orderNo,
  });
}

/** Spec §3 'Problem list item'. */
interface ComplaintListItem {
  id: string;
  /** As sent (epoch time or text); pages format it. */
  time: unknown;
  type: string;
  content: string;
}

export interface ComplaintTab {
  title: string;
  /** list: the tab's complaints. */
  complaints: ShownList<ComplaintListItem>;
}

export function parseComplaintTabs(data: unknown): ComplaintTab[] {
  return asList(asRecord(data).tabs, (tab, index) => ({
    title: asText(tab.title).trim() || `Tab ${index + 1}`,
    complaints: readList(
      tab.list,
      (item) => ({
        id: asName(item.id).trim(),
        time: item.time,
        type: asName(item.type),
        content: asText(item.content),
      }),
      { keep: (item) => item.id !== '' },
    ),
  }));
}

export function loadComplaintList(
  options: { silent?: boolean } = {},
): Promise<ApiResult<ComplaintTab[]>> {
  return api.call(endpoints.complaintList, {}, { parse: parseComplaintTabs, ...options });
}

/** Spec §3 'Complaint problem', as the details page shows it. */
export interface ComplaintDetail {
  problemId: string;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  /** The reply (Process Result). */
  disposeDetail: string;
  disposeImages: string[];
  /** Nonzero: the borrower is asked to rate the handling. */
  /** isNeedScore is nonzero: the borrower is asked to rate the handling. */
  asksRating: boolean;
  score: number;
}

/** A list of picture addresses: an array, or the comma-joined text problemImage is sent as. */
function imageList(value: unknown): string[] {
  const items = typeof value === 'string' ? asAddress(value).split(',') : asArray(value);
  return items
    .slice(0, listLimit)
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function parseComplaintDetail(data: unknown): ComplaintDetail {
  const record = asRecord(data);
  return {
    problemId: asText(record.problemId),
    type: asText(record.type),
    sonType: asText(record.sonType),
    content: asText(record.content),
    images: imageList(record.images),
    disposeDetail: asText(record.disposeDetail),
    disposeImages: imageList(record.disposeImages),
    asksRating: asNumber(record.isNeedScore) !== 0,
    score: asNumber(record.score),
  };
}

export function loadComplaintDetail(
  params: { problemId: string },
  options: { silent?: boolean } = {},
): Promise<ApiResult<ComplaintDetail>> {
  return api.call(endpoints.complaintDetail, params, { parse: parseComplaintDetail, ...options });
}

export function saveComplaintScore(params: {
  score: number;
  problemId: string;
}): Promise<ApiResult<unknown>> {
  return api.call(endpoints.complaintScore, params);
}
