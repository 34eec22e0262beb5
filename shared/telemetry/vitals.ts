// The page's speed as borrowers' phones measured it: LCP, INP, CLS and TTFB from Google's
// web-vitals, each reported once it is final (LCP, INP and CLS when the page is hidden or left,
// TTFB once known). A module of its own, loaded by the reporter for a share of page views only.
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Vital } from './report.ts';

export function reportVitals(report: (vital: Vital) => void): void {
  for (const on of [onLCP, onINP, onCLS, onTTFB]) on(report);
}
