// The next screen ready before the tap: a page lists the pages a borrower likely opens from it
// (`hydratedPage(<Page />, { nextPages })`), and once it has loaded and the phone is idle each is
// fetched ahead, its HTML and its scripts, never its data. The HTML is asked for at the address
// the page opens it with (this page's query carried on), so the tap only revalidates it (the
// pages are no-cache); the scripts the HTML names go through `<link rel="prefetch">` and come
// from that cache on the tap. Nothing is fetched when the borrower saves data or the connection
// is 2G.
import { askPageAhead } from '../api/pageAhead.ts';
import type { PageName } from '../config/pages.ts';
import {
  commonParamNames,
  pageUrl,
  type QueryValues,
  readPageQuery,
} from '../navigation/pageQuery.ts';

/** The Network Information API where the web view has it (Chromium; not WKWebView). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether fetching ahead is welcome: not when saving data, not on a 2G connection. */
export function mayFetchAhead(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The scripts a page's HTML asks for (its module scripts and module preloads), as addresses. */
export function scriptsOf(html: string, pageAddress: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isPreload) && address ? [new URL(address, pageAddress).href] : [];
  });
  return [...new Set(scripts)];
}

/** The page's own query without the common parameters (pageUrl adds those back). */
function carriedQuery(query: QueryValues): QueryValues {
  const common: readonly string[] = commonParamNames;
  return Object.fromEntries(Object.entries(query).filter(([name]) => !common.includes(name)));
}

function prefetchScript(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  // Module scripts are fetched in CORS mode; the prefetch asks the same way.
  link.crossOrigin = '';
  doc.head.append(link);
}

/** Fetches the pages ahead: each page's HTML, then every script it names this page has not loaded. */
export async function fetchPagesAhead(
  names: readonly PageName[],
  {
    doc = document,
    connection = (navigator as Navigator & { connection?: Connection }).connection,
    ask = askPageAhead,
  } = {},
): Promise<void> {
  if (!mayFetchAhead(connection)) return;
  const query = carriedQuery(readPageQuery(doc.location.search));
  const loaded = new Set(
    [...doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map(
      (element) => ('src' in element ? element.src : element.href),
    ),
  );
  for (const name of names) {
    const address = pageUrl(name, query);
    const html = await ask(address);
    if (html === undefined) continue;
    for (const script of scriptsOf(html, address)) {
      if (!loaded.has(script)) prefetchScript(doc, script);
      loaded.add(script);
    }
  }
}
