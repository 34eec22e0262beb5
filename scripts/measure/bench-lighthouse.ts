// The Lighthouse bench's thresholds and what it reads of a run (scripts/measure/bench.ts says how
// it runs).
import { cleanPathOf, type PageName, type PageRow } from '../../shared/config/pages.ts';

/** Every category on every page scores at least this. */
export const minimumScore = 95;
/** Every page: first paint, layout shift, blocking time and the performance score. */
export const pageLimits = { fcpSeconds: 0.8, cls: 0.02, tbtMs: 50, performance: 98 };
/** The data pages borrowers open most from the app: their content (LCP) soon after. */
export const dataPages: readonly PageName[] = ['orderDetail', 'error', 'customerService'];
export const dataPageLimits = { lcpSeconds: 1.3 };

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

/**
 * The query a page needs to show its content, as the shell opens it. The default mock scenario
 * answers for this product and order (shared/mock/catalogue.ts). Pages not listed open bare.
 */
const pageQueries: Partial<Record<PageName, string>> = {
  orderDetail: 'productId=1001&orderId=PA2025061104170',
  error: 'orderId=PA2025061104170',
  confirm: 'productId=1001',
  confirmV2: 'productId=1001',
  promotion: 'id=7&app_from=fb&user_from=ad12&utm_tag=summer&links_id=L5&invite_code=INV9',
  bindCard: 'productId=12',
  repay: 'productId=1001&orderId=PA2025061104170',
  repayDelay: 'productId=1001&orderId=PA2025061104170',
  repaymentOfCode: 'showType=1&payCode=730061204175&repayAmount=450500',
  legacyRepay: 'orderId=PA2025061104170',
  complaint: 'orderId=PA2025061104170',
  complainPageNext:
    'problemType=1&problemSonType=2&orderNo=PA2025061104170&orderId=PA2025061104170',
  complainDetails: 'problemId=104',
};

/** The path Lighthouse opens for a page: its clean path plus the query it needs. */
export function benchPath(page: PageRow): string {
  const query = pageQueries[page.name as PageName];
  return query ? `${cleanPathOf(page)}?${query}` : cleanPathOf(page);
}

/** Of several runs of one page, the one with the median performance score (the lower middle one
 * for an even count). */
export function medianRun<
  Run extends { lhr: { categories: Record<string, { score: number | null } | undefined> } },
>(runs: readonly Run[]): Run {
  const sorted = [...runs].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('medianRun: no runs');
  return median;
}

export interface BenchResult {
  page: string;
  /** First-visit JS, gzip bytes. */
  jsGzip: number;
  /** Milliseconds (NaN when Lighthouse could not measure it). */
  fcp: number;
  lcp: number;
  /** What Lighthouse found as the largest contentful paint (its text or tag). */
  lcpElement: string;
  tbt: number;
  cls: number;
  /** 0-100. */
  scores: Record<Category, number>;
  /** Lighthouse's benchmark of the host's CPU during the run (higher is faster; NaN if absent). */
  hostIndex: number;
}

/** The parts of a Lighthouse result the bench reads. */
export interface LighthouseNumbers {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  environment?: { benchmarkIndex?: number };
}

/** The first node item in an audit's details (Lighthouse nests it in a list of tables). */
function firstNode(details: unknown): { nodeLabel?: string; snippet?: string } | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const item = details as Record<string, unknown>;
  if (item.type === 'node') return item as { nodeLabel?: string; snippet?: string };
  for (const value of Object.values(item)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const inner of values) {
      const found = firstNode(inner);
      if (found) return found;
    }
  }
  return undefined;
}

/** The LCP element in a few words: its text when it has one, else its opening tag. */
export function lcpElementText(details: unknown, maxLength = 40): string {
  const node = firstNode(details);
  const text = (node?.nodeLabel || node?.snippet || '').replace(/\s+/g, ' ').trim();
  if (!text) return 'n/a';
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

export function benchResult(page: string, jsGzip: number, lhr: LighthouseNumbers): BenchResult {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    page,
    jsGzip,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    lcpElement: lcpElementText(lhr.audits['largest-contentful-paint-element']?.details),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    hostIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
