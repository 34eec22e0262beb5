// Order details and the joint login failure page: spec §3 'Loan order detail' and the recommended
// products, §4 order status, §7 'Order details' and 'Failure page', §8; contract §2 for the
// product-jump and failure-page shapes. Data is parsed here, so pages see domain names with
// defaults and never a wire key or a wrong shape.
import { appConfig } from '../config/appConfig.ts';
import { api } from './client.ts';
import { asList, asNumber, asRecord, asText, asTextList, type Json } from './parse.ts';
import type { ApiResult } from './result.ts';
import { decodeWireKeys, recommendedProductFields } from './wire.ts';

export interface DetailRow {
  text: string;
  value: string;
}

export interface RecommendedProduct {
  id: string;
  logo: string;
  name: string;
  buttonText: string;
  rangeTitle: string;
  rangeDesc: string;
  rate: string;
  description: string;
  enabled: boolean;
}

export interface LoanDetail {
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  productName: string;
  productLogo: string;
  /** userOrderDetail.detail */
  detailRows: DetailRow[];
  /** recProducts, decoded from the short wire keys */
  recommendedProducts: RecommendedProduct[];
  inside: number;
  /** Server-given addresses stay as sent: pages check them with safeHttpUrl before navigating. */
  h5Url: string;
  isDelay: number;
  /** The configured default service phone when the server sends none. */
  telephone: string;
  isScore: number;
  playeduL: string;
  reyMsg: string;
  /** KindTipsMsg; undefined when absent or blank, because the dialog opens only when it is there. */
  kindTipsMsg: string | undefined;
  cardNeedPop: number;
  cardPopTitle: string;
  cardPopMsg: string;
}

export interface FailureProduct {
  id: string;
  logo: string;
  name: string;
  buttonText: string;
  range: string;
  rangeDesc: string;
  rate: string;
  description: string;
  tags: string[];
  enabled: boolean;
}

export interface FailurePage {
  noticeMessage: string;
  errMessage: string;
  /** bottomList */
  products: FailureProduct[];
}

export interface ProductJump {
  link: string;
  message: string;
}

/**
 * Spec §7: a product is clickable 'if its enabled flag is not 0'. So only 0 (or '0') disables it;
 * a missing flag leaves it enabled and the jump call decides.
 */
function isEnabled(flag: unknown): boolean {
  return flag !== 0 && flag !== '0';
}

function readRecommendedProduct(item: Json): RecommendedProduct {
  const product = decodeWireKeys(item, recommendedProductFields);
  return {
    id: asText(product.id),
    logo: asText(product.logo),
    name: asText(product.name),
    buttonText: asText(product.buttonText),
    rangeTitle: asText(product.rangeTitle),
    rangeDesc: asText(product.rangeDesc),
    rate: asText(product.rate),
    description: asText(product.description),
    enabled: isEnabled(product.enabled),
  };
}

function readFailureProduct(item: Json): FailureProduct {
  return {
    id: asText(item.id),
    logo: asText(item.logo),
    name: asText(item.name),
    buttonText: asText(item.buttonText),
    range: asText(item.range),
    rangeDesc: asText(item.rangeDesc),
    rate: asText(item.rate),
    description: asText(item.description),
    tags: asTextList(item.tags),
    enabled: isEnabled(item.enabled),
  };
}

const nonBlank = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

export function parseLoanDetail(
  data: unknown,
  defaultTelephone: string = appConfig.defaultServicePhone,
): LoanDetail {
  const record = asRecord(data);
  return {
    orderStatus: asNumber(record.orderStatus),
    noticeStatusText: asText(record.noticeStatusText),
    noticeDesText: asText(record.noticeDesText),
    productName: asText(record.productName),
    productLogo: asText(record.productLogo),
    detailRows: asList(asRecord(record.userOrderDetail).detail, (row) => ({
      text: asText(row.text),
      value: asText(row.value),
    })),
    recommendedProducts: asList(record.recProducts, readRecommendedProduct),
    inside: asNumber(record.inside),
    h5Url: asText(record.h5Url),
    isDelay: asNumber(record.isDelay),
    telephone: nonBlank(asText(record.telephone)) ?? defaultTelephone,
    isScore: asNumber(record.isScore),
    playeduL: asText(record.playeduL),
    reyMsg: asText(record.reyMsg),
    kindTipsMsg: nonBlank(asText(record.KindTipsMsg)),
    cardNeedPop: asNumber(record.cardNeedPop),
    cardPopTitle: asText(record.cardPopTitle),
    cardPopMsg: asText(record.cardPopMsg),
  };
}

export function parseFailurePage(data: unknown): FailurePage {
  const record = asRecord(data);
  return {
    noticeMessage: asText(record.noticeMessage),
    errMessage: asText(record.errMessage),
    products: asList(record.bottomList, readFailureProduct),
  };
}

export function parseProductJump(data: unknown): ProductJump {
  const record = asRecord(data);
  return { link: asText(record.link), message: asText(record.message) };
}

/** Calls whose answer carries nothing to read: only the success flag matters. */
const ignoreData = (): null => null;

export function loadLoanDetail(
  ids: { productId: string; orderId: string },
  options: { loading?: string } = {},
): Promise<ApiResult<LoanDetail>> {
  return api.call(
    'loanDetails',
    { productId: ids.productId, orderId: ids.orderId },
    { parse: (data) => parseLoanDetail(data), loading: options.loading },
  );
}

/** Spec §7: the score sent is always 5, whatever the stars chosen. */
export function sendGoogleScore(): Promise<ApiResult<null>> {
  return api.call('googleScore', { score: 5 }, { parse: ignoreData });
}

/** Tracking is silent: a failed event must never show the borrower a toast. */
export function saveEvent(event: {
  productId: string;
  moduleId?: number;
  positionId: number;
}): Promise<ApiResult<null>> {
  return api.call(
    'eventSave',
    {
      productId: event.productId,
      // A recommended-product click has no module id (spec §7); the client leaves undefined out.
      moduleId: event.moduleId,
      positionId: event.positionId,
    },
    { parse: ignoreData, silent: true },
  );
}

export function jumpToProduct(jump: {
  moduleId?: number;
  positionId: number;
  id: string;
}): Promise<ApiResult<ProductJump>> {
  return api.call(
    'productJump',
    {
      moduleId: jump.moduleId,
      positionId: jump.positionId,
      id: jump.id,
    },
    { parse: parseProductJump },
  );
}

/** `silent`: the page shows its own error state instead of the client's toast. */
export function loadFailurePage(
  orderId: string,
  options: { silent?: boolean } = {},
): Promise<ApiResult<FailurePage>> {
  return api.call('failurePage', { orderId }, { parse: parseFailurePage, silent: options.silent });
}
