// What every domain's responders share: a call as the mock reads it (parameters from the query and
// the body, whatever its encoding), and the reply a responder gives, which handlers.ts wraps in the
// envelope of the endpoint's family (contract §2).
import type { EndpointName } from '../api/endpoints.ts';
import type { FixtureContext } from './common.ts';
import type { Scenario } from './scenarios.ts';

export interface Call {
  request: Request;
  params: Record<string, string>;
  files: Record<string, File>;
  scenario: Scenario;
  ctx: FixtureContext;
}

export interface Reply {
  data: unknown;
  /** A business failure code; success code of the endpoint's rule when absent. */
  code?: number | string;
  message?: string;
}

export type Responder = (call: Call) => Reply | Promise<Reply>;

/** The responders of one domain, each under its endpoint's name. */
export type Responders = Partial<Record<EndpointName, Responder>>;

export const ok = (data: unknown): Reply => ({ data });

export const fail = (code: number | string, message: string, data: unknown = null): Reply => ({
  code,
  message,
  data,
});

/** The digits of a number as typed (spaces, dashes and a leading + dropped). */
export const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

export function productIdOf(params: Record<string, string>): string {
  return params.productId || params.product_id || '';
}

/** Adds an entry to a map kept to `max` entries, the oldest dropped first. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const old of map.keys()) {
    if (map.size <= max) break;
    map.delete(old);
  }
}

/** Query parameters plus the body, whatever its encoding (form, JSON or multipart). */
export async function readParams(
  request: Request,
): Promise<{ params: Record<string, string>; files: Record<string, File> }> {
  const params: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of new URL(request.url).searchParams) params[key] = value;
  if (request.method === 'GET' || request.method === 'HEAD') return { params, files };
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [key, value] of Object.entries(body)) {
          if (value !== null && value !== undefined) params[key] = String(value);
        }
      }
    } else if (type.includes('multipart/form-data')) {
      for (const [key, value] of await request.formData()) {
        if (typeof value === 'string') params[key] = value;
        else files[key] = value;
      }
    } else {
      for (const [key, value] of new URLSearchParams(await request.text())) params[key] = value;
    }
  } catch {
    // An unreadable body leaves the query parameters, as a lenient server would.
  }
  return { params, files };
}
