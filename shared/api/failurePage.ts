// The joint login failure page (spec §2 'Joint login failure page', §3 'Recommended product on the
// failure page', §8; contract §2 for the failure-page shape, plain keys). Data is parsed here, so
// the page sees domain names with defaults and never a wrong shape.
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import {
  asAddress,
  asName,
  asRecord,
  asText,
  asTextList,
  type Json,
  readList,
  type ShownList,
} from './parse.ts';
import { isEnabled } from './productJump.ts';
import type { ApiResult } from './result.ts';

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
  products: ShownList<FailureProduct>;
}

function readFailureProduct(item: Json): FailureProduct {
  return {
    id: asText(item.id),
    logo: asAddress(item.logo),
    name: asName(item.name),
    buttonText: asText(item.buttonText),
    range: asText(item.range),
    rangeDesc: asText(item.rangeDesc),
    rate: asText(item.rate),
    description: asText(item.description),
    tags: asTextList(item.tags),
    enabled: isEnabled(item.enabled),
  };
}

export function parseFailurePage(data: unknown): FailurePage {
  const record = asRecord(data);
  return {
    noticeMessage: asText(record.noticeMessage),
    errMessage: asText(record.errMessage),
    products: readList(record.bottomList, readFailureProduct),
  };
}

/** `silent`: the page shows the failure itself instead of the client's toast. */
export function loadFailurePage(
  orderId: string,
  options: { silent?: boolean } = {},
): Promise<ApiResult<FailurePage>> {
  return api.call(
    endpoints.failurePage,
    { orderId },
    { parse: parseFailurePage, silent: options.silent },
  );
}
