// The one HTML template every page is made from (scripts/build/pages-plugin.ts makes the
// entries of it).
import type { AppConfig } from '../../shared/config/config.ts';
import type { PageRow } from '../../shared/config/pages.ts';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The one HTML template every page is made from. */
export function renderPageHtml(page: PageRow, config: AppConfig): string {
  const title = escapeHtml(page.title || config.appName);
  const description = escapeHtml(
    `${config.appEnglishName}: ${page.description ?? page.title ?? config.appName}`,
  );
  const background = escapeHtml(config.backgroundColor);
  const font = escapeHtml(config.fontColor);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${background}" />
    <meta name="color-scheme" content="only light" />
    <meta name="referrer" content="strict-origin-when-cross-origin" />
    <meta name="format-detection" content="telephone=no" />
    <meta name="description" content="${description}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>
    <style>:root{--brand-background:${background};--brand-font:${font}}</style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/pages/${page.name}/main.tsx"></script>
  </body>
</html>
`;
}
