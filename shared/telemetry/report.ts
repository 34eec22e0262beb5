// What a field report says (shared/telemetry/): the kind of thing that happened, the build, the
// page, the engine and the app's version, and for an error its message and stack. Nothing in it may
// name the borrower: no query value (the session travels there), no session or user id, no phone
// number, amount or card number. A message or a stack can carry any of those (an address with
// its query, a number a server put in a message), so every text is cleaned here before it leaves:
// addresses lose their query and fragment, and numbers, e-mail addresses, `name=value` pairs and
// long tokens are replaced by a word saying what stood there.
import { pageFiles } from '../config/pageFiles.ts';
import type { PageName } from '../config/pages.ts';

export type Engine = 'Blink' | 'WebKit' | 'Gecko' | 'other';

/** What every report of a page view carries. */
export interface ReportContext {
  /** The build's id (scripts/build/build-info.ts), to read the stack with that release's source maps. */
  build: string;
  /** The page's name in the page table, or 'unknown'. */
  page: PageName | 'unknown';
  engine: Engine;
  /** The shell's app version, when the page was given one shaped like a version. */
  app?: string;
}

/** Something the page heard, as the reporter reads it from the browser's event. */
export type Happening =
  /** An uncaught error (the window's `error` event). */
  | { type: 'error'; error: unknown; message?: string }
  /** A promise rejected with nobody to handle it. */
  | { type: 'rejection'; reason: unknown }
  /** A failure view on screen: PageState's failure kind, 'missing', or a render error's. */
  | { type: 'failure'; failure: string; error?: unknown }
  /** A part's module failed to load (`vite:preloadError`). */
  | { type: 'chunk'; error: unknown }
  /** The Content-Security-Policy refused something (`securitypolicyviolation`). */
  | {
      type: 'csp';
      directive: string;
      blocked: string;
      source: string;
      line: number;
      column: number;
    };

export interface Report {
  type: Happening['type'] | 'vital';
  build: string;
  page: string;
  engine: Engine;
  app?: string;
  message?: string;
  stack?: string;
  failure?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
  column?: number;
  name?: string;
  value?: number;
  rating?: string;
  navigation?: string;
}

/** The most of a message and of a stack a report carries. */
const messageLength = 300;
const stackFrames = 12;

// An address: a scheme, `//`, and what follows up to a space or a quote or bracket.
const address = /\b[a-z][a-z\d+.-]*:\/\/[^\s'"<>()[\]{}]*/gi;

/**
 * An address without its query and fragment, and without long numbers in its path; a stack
 * frame's `:line:column` after it stays.
 */
function cleanAddress(text: string): string {
  const position = /(?::\d+){1,2}$/.exec(text)?.[0] ?? '';
  const [beforeQuery = ''] = text.slice(0, text.length - position.length).split(/[?#]/, 1);
  return beforeQuery.replace(/\d{7,}/g, '[number]') + position;
}

/** Plain text (not an address) with nothing personal left in it. */
function cleanWords(text: string): string {
  return (
    text
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
      // A query or form pair: the value goes, the name stays.
      .replace(/([\w.[\]-]+)=("[^"]*"|'[^']*'|[^\s&;,'")]*)/g, '$1=[redacted]')
      // An amount: a currency and the number after it, however short.
      .replace(/(₱|₹|\$|\bPHP|\bphp)\s?\d[\d.,\s]*\d|(₱|₹|\$|\bPHP|\bphp)\s?\d/g, '[amount]')
      // A token of 16 characters or more that mixes letters and digits (a session or device id).
      .replace(/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{16,}\b/g, '[id]')
      // A phone, card or account number, an amount, an id: four digits or more, with or without
      // single spaces, dots, commas or dashes between them.
      .replace(/\d(?:[\s.,-]?\d){3,}/g, '[number]')
  );
}

/** Any text of a report (a message, a line of a stack) cleaned of what could name a borrower. */
export function cleanText(text: string): string {
  let cleaned = '';
  let from = 0;
  for (const match of text.matchAll(address)) {
    // Punctuation that ends a sentence is not part of the address.
    const found = match[0].replace(/[.,;!]+$/, '');
    cleaned += cleanWords(text.slice(from, match.index)) + cleanAddress(found);
    from = match.index + found.length;
  }
  return cleaned + cleanWords(text.slice(from));
}

/** The first `max` characters, marked when cut. */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// A line of a stack that names a place in a script: it ends in `:line:column` (V8's `at f (url:1:2)`,
// WebKit's and Gecko's `f@url:1:2`).
const frameLine = /:\d+:\d+\)?$/;

/**
 * A stack cleaned line by line, with at most `stackFrames` frames; V8's first line, which repeats
 * the message, is left out (the report has the message).
 */
export function cleanStack(stack: string): string {
  const lines = stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const frames = lines.filter((line) => frameLine.test(line) || /^at\s/.test(line));
  return frames
    .slice(0, stackFrames)
    .map((line) => cut(cleanText(line), 300))
    .join('\n');
}

/** The first frame of a cleaned stack: with the message, what tells one error from another. */
export function firstFrame(stack: string | undefined): string {
  return stack?.split('\n', 1)[0] ?? '';
}

/** An error's message and stack, cleaned; a thrown value that is no Error is named by its type. */
function describeError(error: unknown, fallback = ''): { message: string; stack?: string } {
  const known =
    typeof error === 'object' && error !== null
      ? (error as { message?: unknown; stack?: unknown; name?: unknown })
      : undefined;
  const name = typeof known?.name === 'string' ? known.name : '';
  const text =
    typeof known?.message === 'string'
      ? known.message
      : typeof error === 'string'
        ? error
        : error === undefined || error === null
          ? fallback
          : `(${typeof error})`;
  const message = cut(
    cleanText(name && name !== 'Error' ? `${name}: ${text}` : text),
    messageLength,
  );
  const stack = typeof known?.stack === 'string' ? cleanStack(known.stack) : '';
  return stack === '' ? { message } : { message, stack };
}

/**
 * Where the policy refused to load from: the keyword ('inline', 'eval', 'data' ...) or the
 * origin alone (a path or query could carry anything).
 */
export function blockedSource(blocked: string): string {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(blocked)) return cut(blocked.replace(/[^a-z-]/gi, ''), 20);
  try {
    return new URL(blocked).origin;
  } catch {
    return '';
  }
}

/** The report of one happening on the page. */
export function buildReport(happening: Happening, context: ReportContext): Report {
  const base: Report = { type: happening.type, ...context };
  switch (happening.type) {
    case 'error':
      return { ...base, ...describeError(happening.error, happening.message) };
    case 'rejection':
      return { ...base, ...describeError(happening.reason) };
    case 'chunk':
      return { ...base, ...describeError(happening.error) };
    case 'failure':
      return {
        ...base,
        failure: cut(happening.failure.replace(/[^\w-]/g, ''), 20),
        ...(happening.error === undefined ? {} : describeError(happening.error)),
      };
    case 'csp':
      return {
        ...base,
        directive: cut(happening.directive.replace(/[^\w-]/g, ''), 40),
        blocked: blockedSource(happening.blocked),
        source: cleanText(happening.source),
        line: happening.line,
        column: happening.column,
      };
  }
}

/** What a speed metric reports (web-vitals' Metric, the fields that name nothing). */
export interface Vital {
  name: string;
  value: number;
  rating: string;
  navigationType: string;
}

export function vitalReport(vital: Vital, context: ReportContext): Report {
  return {
    type: 'vital',
    ...context,
    name: vital.name,
    // CLS is a score below 1 or so; the others are milliseconds.
    value:
      vital.name === 'CLS' ? Math.round(vital.value * 10_000) / 10_000 : Math.round(vital.value),
    rating: vital.rating,
    navigation: vital.navigationType,
  };
}

/** The engine of a user agent: every browser of iOS is WebKit, whatever it calls itself. */
export function engineOf(userAgent: string): Engine {
  if (/\((iPhone|iPad|iPod)\b/.test(userAgent)) return 'WebKit';
  if (/\bFirefox\//.test(userAgent)) return 'Gecko';
  if (/\b(Chrome|Chromium|HeadlessChrome|Edg)\//.test(userAgent)) return 'Blink';
  if (/\bAppleWebKit\//.test(userAgent)) return 'WebKit';
  return 'other';
}

/** The shell's app version when it reads as one (`2.4.0`), else nothing: no other query value. */
export function versionOf(value: string): string | undefined {
  return /^\d{1,4}(\.\d{1,6}){0,3}$/.test(value) ? value : undefined;
}

/**
 * The page a path names, from the page table (`/h5/repay`, `/repay.html`, `/`): its name, never
 * the path itself.
 */
export function pageNameOf(
  pathname: string,
  files: Readonly<Record<string, string>> = pageFiles,
): PageName | 'unknown' {
  const last = pathname.split('/').pop() ?? '';
  const file = last === '' ? 'index.html' : last;
  const found = Object.entries(files).find(
    ([name, pageFile]) => pageFile === file || name === file,
  );
  return (found?.[0] as PageName | undefined) ?? 'unknown';
}
