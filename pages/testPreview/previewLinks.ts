// Test preview (spec §2 'Test preview page'): the editable fields and the links they make.
import { type PageName, type PageRow, pageTable } from '../../shared/config/pages.ts';
import { type QueryValues, sitePath } from '../../shared/navigation/pageQuery.ts';

/** The editable fields, in the spec's order. */
export const previewFieldNames = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'gps_adid',
  'productId',
  'orderId',
] as const;

export type PreviewFieldName = (typeof previewFieldNames)[number];
export type PreviewFields = Record<PreviewFieldName, string>;

/** Values that open every screen against the mock backend; the page query overrides them. */
export const defaultPreviewFields: PreviewFields = {
  appVersion: '2.4.0',
  deviceName: 'Redmi 9A',
  deviceId: 'a1b2c3d4e5f60718',
  osVersion: 'Android 10',
  sessionId: 'preview-session',
  gps_adid: '38400000-8cf0-11bd-b23e-10b96e40000d',
  productId: '12',
  orderId: '9001',
};

/** Query parameters of the preview page itself that links carry on (the mock scenario). */
const passedThrough = ['mock', 'clientType', 'userId'] as const;

export function initialPreviewFields(query: QueryValues): PreviewFields {
  const fields = { ...defaultPreviewFields };
  for (const name of previewFieldNames) {
    const value = query[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

export interface PreviewLink {
  name: PageName;
  title: string;
  file: string;
  /** Undefined when this build does not ship the page yet. */
  href: string | undefined;
}

/** A link to every target of the page table (but this page), the fields as its query. */
export function previewLinks(
  fields: PreviewFields,
  query: QueryValues,
  built: readonly PageName[],
  pages: readonly PageRow[] = pageTable,
): PreviewLink[] {
  const search = new URLSearchParams();
  for (const name of previewFieldNames)
    if (fields[name].trim() !== '') search.set(name, fields[name].trim());
  for (const name of passedThrough) if (query[name]) search.set(name, query[name]);
  const suffixOf = (name: PageName) => {
    const own = new URLSearchParams(search);
    for (const [key, value] of Object.entries(previewPageQueries[name] ?? {})) own.set(key, value);
    return own.size > 0 ? `?${own}` : '';
  };
  const listed = pages.filter((page) => page.name !== 'testPreview');
  const titleOf = (page: PageRow) => page.title || 'Landing page';
  // Several screens share a document title ('Payment' four times): the list names each apart.
  const shared = (title: string) => listed.filter((page) => titleOf(page) === title).length > 1;
  return listed.map((page) => ({
    name: page.name as PageName,
    title: shared(titleOf(page)) ? `${titleOf(page)} (${page.name})` : titleOf(page),
    file: page.file,
    href: built.includes(page.name as PageName)
      ? `${sitePath(page.name as PageName)}${suffixOf(page.name as PageName)}`
      : undefined,
  }));
}

/** The folded session fields in one line: who and which order the links open with. */
export function sessionSummary(fields: PreviewFields): string {
  return `sessionId ${fields.sessionId || '(none)'} · productId ${fields.productId || '(none)'} · orderId ${fields.orderId || '(none)'}`;
}

/** What a page's link adds to the session fields, so that it opens complete. */
const previewPageQueries: Partial<Record<PageName, QueryValues>> = {
  // A campaign link: page id, where the visitor came from, a download link id, an invitation
  // and a tracking code (the mock's landing config answers for any id).
  promotion: {
    id: '7',
    app_from: 'preview',
    user_from: 'qa',
    utm_tag: 'test',
    links_id: 'L1',
    invite_code: 'INV1',
    tracking_code: 'px-preview',
  },
  // A collection complaint about the mock's first order (isShow 1), as the entry would open it.
  complainPageNext: { problemType: '1', problemSonType: '2', orderNo: 'PA2025061104170' },
  // The resolved sample complaint that asks for a rating.
  complainDetails: { problemId: '103' },
  // No payCodeImg: the page draws the QR code (a pay address from the instalment page brings one).
  repaymentOfCode: { showType: '2', payCode: '730061204175', repayAmount: '450500' },
};
