// The Order Details rating (spec §4 'Order-details rating', §7 google-score): a file of its own,
// loaded with the rating dialog only when an order asks for a rating.
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import type { ApiResult } from './result.ts';

/**
 * Spec §7: the score sent is always 5, whatever the stars chosen. The answer carries nothing to
 * read: only the success flag matters.
 */
export function sendGoogleScore(): Promise<ApiResult<null>> {
  return api.call(endpoints.googleScore, { score: 5 }, { parse: () => null });
}
