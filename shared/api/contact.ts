// Customer-service contact details: spec §3 'Customer contact info', §7 contact-kf-info.
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import { asRecord, asText } from './parse.ts';
import type { ApiResult } from './result.ts';

export interface ContactInfo {
  email: string;
  /** smWa on the wire */
  telephone: string;
}

export function parseContactInfo(data: unknown): ContactInfo {
  const record = asRecord(data);
  return { email: asText(record.email), telephone: asText(record.smWa) };
}

/**
 * Spec §7: 'The request carries a fixed overall value of 30' but names no field, so it is sent as
 * `overall=30`.
 */
const overall = 30;

export function loadContactInfo(
  options: { silent?: boolean } = {},
): Promise<ApiResult<ContactInfo>> {
  return api.call(
    endpoints.contactInfo,
    { overall },
    { parse: parseContactInfo, silent: options.silent },
  );
}
