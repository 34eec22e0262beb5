// Order details (spec §3 'Loan order detail' and 'Recommended product on order details', §4 order
// status, §7 'Order details', §8; contract §2 for the wire keys of the recommended products). Data
// is parsed here, so the page sees domain names with defaults and never a wire key or a wrong shape.
import { appConfig } from '../config/appConfig.ts';
import { type OrderIds, orderParams, quietCall } from './request.ts';
import { endpoints } from './endpoints.ts';
import {
  asAddress,
  asName,
  asNumber,
  asRecord,
  asText,
  type Json,
  readList,
  type ShownList,
} from './parse.ts';
import { isEnabled } from './productJump.ts';
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
  detailRows: ShownList<DetailRow>;
  /** recProducts, decoded from the short wire keys */
  recommendedProducts: ShownList<RecommendedProduct>;
  /**
   * h5Url, where Repay goes when the server gives one. Server-given addresses stay as sent: pages
   * open them through shared/navigation/urlPolicy.ts.
   */
  repayAddress: string;
  /** isDelay is 1: the order may be rolled over. */
  delayAvailable: boolean;
  /** The configured default service phone when the server sends none. */
  telephone: string;
  /** isScore is 1: the rating dialog opens. */
  asksRating: boolean;
  /** playeduL, the confirmation address the page replaces itself with (spec §4). */
  confirmationAddress: string;
  /** KindTipsMsg; undefined when absent or blank, because the dialog opens only when it is there. */
  kindTipsMsg: string | undefined;
  /** cardNeedPop is 1: the bank-card prompt opens. */
  asksBankCard: boolean;
  cardPopTitle: string;
  cardPopMsg: string;
}

function readRecommendedProduct(item: Json): RecommendedProduct {
  const product = decodeWireKeys(item, recommendedProductFields);
  return {
    id: asText(product.id),
    logo: asAddress(product.logo),
    name: asName(product.name),
    buttonText: asText(product.buttonText),
    rangeTitle: asText(product.rangeTitle),
    rangeDesc: asText(product.rangeDesc),
    rate: asText(product.rate),
    description: asText(product.description),
    enabled: isEnabled(product.enabled),
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
    productName: asName(record.productName),
    productLogo: asAddress(record.productLogo),
    detailRows: readList(asRecord(record.userOrderDetail).detail, (row) => ({
      text: asName(row.text),
      value: asText(row.value),
    })),
    recommendedProducts: readList(record.recProducts, readRecommendedProduct),
    repayAddress: asAddress(record.h5Url),
    delayAvailable: asNumber(record.isDelay) === 1,
    telephone: nonBlank(asText(record.telephone)) ?? defaultTelephone,
    asksRating: asNumber(record.isScore) === 1,
    confirmationAddress: asAddress(record.playeduL),
    kindTipsMsg: nonBlank(asText(record.KindTipsMsg)),
    asksBankCard: asNumber(record.cardNeedPop) === 1,
    cardPopTitle: asText(record.cardPopTitle),
    cardPopMsg: asText(record.cardPopMsg),
  };
}

/** Order Details' first call (pages/orderDetail/pageLoad.ts): silent, the page shows a failure. */
export function firstLoanDetailLoad(ids: OrderIds): Promise<ApiResult<LoanDetail>> {
  return quietCall(endpoints.loanDetails, orderParams(ids), (data) => parseLoanDetail(data));
}
