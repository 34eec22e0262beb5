// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import { findPage, notFoundPage, type PageRow, shippedRows } from '../../shared/config/pages.ts';
import { buildFiles, deployFiles } from './deploy-configs.ts';
import type { BuiltPage } from './hostRules.ts';
import { pageHeaders } from './securityHeaders.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('deploy/', () => {
  it.each(Object.entries(deployFiles()))(
    '%s matches the page table (run `npm run deploy-configs` after changing it)',
    (file, text) => {
      expect(fs.readFileSync(path.join(root, 'deploy', file), 'utf8')).toBe(text);
    },
  );

  it('holds no file the generator does not write', () => {
    const written = new Set(Object.keys(deployFiles()));
    const walk = (folder: string): string[] =>
      fs
        .readdirSync(path.join(root, 'deploy', folder), { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory()
            ? walk(path.join(folder, entry.name))
            : [path.join(folder, entry.name)],
        );
    expect(walk('').filter((file) => !written.has(file))).toEqual([]);
  });
});

describe('the test preview', () => {
  it('has a route in the staging configuration only, since production does not ship it', () => {
    const route = 'location = /testPreview {';
    const staging = deployFiles('/', shippedRows({ production: false }));
    expect(deployFiles()['nginx/cash-loan/server/pages.conf']).not.toContain(route);
    expect(deployFiles()['cloudfront/viewer-request.js']).not.toContain('/testPreview');
    expect(staging['nginx/cash-loan/server/pages.conf']).toContain(route);
    expect(staging['cloudfront/viewer-request.js']).toContain('"/testPreview": "/testPreview.html"');
  });
});

describe('nginx', () => {
  const files = deployFiles('/h5/', [findPage('landing'), findPage('orderDetail')], notFoundPage);
  const pages = files['nginx/cash-loan/server/pages.conf'] ?? '';

  it('answers each page at its clean path from its file, under the base', () => {
    expect(pages).toContain('location = /h5/ {\n  try_files /h5/index.html =404;\n}');
    expect(pages).toContain(
      'location = /h5/orderDetail {\n  try_files /h5/orderDetail.html =404;\n}',
    );
    expect(pages).toContain('location = /h5 {\n  return 301 /h5/$is_args$args;\n}');
    expect(pages).toContain('error_page 404 /h5/404.html;');
  });

  it('caches only hashed assets, and adds every header at server level, always', () => {
    expect(files['nginx/cash-loan/http/cache-control.conf']).toContain(
      '  ~^/h5/assets/ "public, max-age=31536000, immutable";',
    );
    const headers = files['nginx/cash-loan/server/security-headers.conf'] ?? '';
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(headers).toContain('add_header Content-Security-Policy $cash_loan_policy always;');
    expect(pages).not.toContain('add_header');
  });

  it("gives every answer that is not a page a policy that allows nothing, the worker's fetch aside", () => {
    expect(files['nginx/cash-loan/http/file-policy.conf']).toContain(
      [
        'map $uri $cash_loan_file_policy {',
        `  default "default-src 'none'";`,
        `  /h5/sw.js "default-src 'none'; connect-src 'self'";`,
        '}',
        '',
        'map $cash_loan_content_security_policy $cash_loan_policy {',
        '  "" $cash_loan_file_policy;',
        '  default $cash_loan_content_security_policy;',
        '}',
      ].join('\n'),
    );
  });

  it('asks for https only on an answer over https, its own or the proxy in front of it', () => {
    const headers = files['nginx/cash-loan/server/security-headers.conf'] ?? '';
    expect(headers).toContain(
      'add_header Strict-Transport-Security $cash_loan_strict_transport_security always;',
    );
    expect(files['nginx/cash-loan/http/strict-transport-security.conf']).toContain(
      'map "$scheme:$http_x_forwarded_proto" $cash_loan_strict_transport_security {\n' +
        '  default "";\n' +
        '  ~^https: "max-age=31536000; includeSubDomains";\n' +
        '  ~:https$ "max-age=31536000; includeSubDomains";\n}',
    );
  });
});

describe('the files a build writes', () => {
  const complaint = { page: findPage('complainPageNext'), styleHashes: ["'sha256-b='"] };
  const notFound = { page: notFoundPage as PageRow, styleHashes: ["'sha256-c='"] };
  const built = [{ page: findPage('landing'), styleHashes: ["'sha256-a='"] }, complaint, notFound];
  const { site, info } = buildFiles(defaultConfig, '/', built);
  const own = ({ page, styleHashes }: BuiltPage) => pageHeaders(defaultConfig, page, styleHashes);

  it('give each page of Cloudflare Pages and Netlify its own policy, and _redirects no rule', () => {
    const headers = site._headers ?? '';
    expect(headers).toContain(
      "/complainPageNext\n  ! Content-Security-Policy\n  ! Permissions-Policy\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self' 'sha256-b=';",
    );
    expect(headers).toContain('  Permissions-Policy: accelerometer=(), camera=(self),');
    // Set once: the hosts would join the values of two matching rules.
    expect(headers.match(/X-Content-Type-Options/g)).toHaveLength(1);
    expect(
      (site._redirects ?? '').split('\n').filter((line) => line && !line.startsWith('#')),
    ).toEqual([]);
  });

  it.each([
    { name: 'Cloudflare Pages', host: cloudflarePages },
    { name: 'Netlify', host: netlify },
  ])(
    '$name gives the not-found page its policy at any address, and each page only its own',
    ({ host }) => {
      const rules = headerRules(site._headers ?? '');
      const missing = host(rules, '/noSuchPage');
      expect(missing['Content-Security-Policy']).toBe(own(notFound)['Content-Security-Policy']);
      expect(missing['Permissions-Policy']).toBe(own(notFound)['Permissions-Policy']);
      expect(missing['X-Content-Type-Options']).toBe('nosniff');
      const page = host(rules, '/complainPageNext');
      expect(page['Content-Security-Policy']).toBe(own(complaint)['Content-Security-Policy']);
      expect(page['Permissions-Policy']).toBe(own(complaint)['Permissions-Policy']);
      expect(page['Cache-Control']).toBe('no-cache');
      expect(host(rules, '/assets/x.js')['Cache-Control']).toBe(
        'public, max-age=31536000, immutable',
      );
    },
  );

  it('map each page file to its policy for nginx', () => {
    expect(info['nginx/content-security-policy.conf']).toContain(
      `  /complainPageNext.html "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-b=';`,
    );
    // No endpoint named: the variable security-headers.conf adds is empty, so no header goes.
    expect(info['nginx/content-security-policy.conf']).toContain(
      'map $cash_loan_content_security_policy $cash_loan_reporting_endpoints {\n  default "";\n}',
    );
  });

  it('give every host the HSTS header once, and no report endpoint unless one is set', () => {
    const rules = headerRules(site._headers ?? '');
    for (const host of [cloudflarePages, netlify]) {
      for (const address of ['/noSuchPage', '/complainPageNext', '/assets/x.js']) {
        const headers = host(rules, address);
        expect(headers['Strict-Transport-Security'], address).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(headers['Reporting-Endpoints'], address).toBeUndefined();
      }
    }
    expect(site._headers?.match(/Strict-Transport-Security/g)).toHaveLength(1);
    expect(site._headers).not.toContain('Reporting-Endpoints');
  });

  it('name the report endpoint beside every policy when the build sets one', () => {
    const reporting = { ...defaultConfig, cspReportUrl: 'https://reports.example.ph/csp' };
    const endpoints = 'csp-endpoint="https://reports.example.ph/csp"';
    const reported = buildFiles(reporting, '/', built);
    const rules = headerRules(reported.site._headers ?? '');
    for (const host of [cloudflarePages, netlify]) {
      for (const address of ['/noSuchPage', '/complainPageNext', '/']) {
        const headers = host(rules, address);
        expect(headers['Reporting-Endpoints'], address).toBe(endpoints);
        expect(headers['Content-Security-Policy'], address).toContain(
          '; report-uri https://reports.example.ph/csp; report-to csp-endpoint',
        );
      }
    }
    expect(reported.info['nginx/content-security-policy.conf']).toContain(
      'map $cash_loan_content_security_policy $cash_loan_reporting_endpoints {\n' +
        '  default "";\n' +
        '  ~. "csp-endpoint=\\"https://reports.example.ph/csp\\"";\n}',
    );
  });
});

/** A rule of a `_headers` file: the addresses it matches, the headers it detaches and sets. */
interface HeaderRule {
  pattern: string;
  detach: string[];
  set: [string, string][];
}

function headerRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.push({ pattern: line, detach: [], set: [] });
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(\S+)$/.exec(line);
    const header = /^\s+([^!:\s][^:]*):\s*(.*)$/.exec(line);
    if (rule && detached?.[1]) rule.detach.push(detached[1]);
    if (rule && header?.[1] && header[2] !== undefined) rule.set.push([header[1], header[2]]);
  }
  return rules;
}

const matching = (rules: HeaderRule[], address: string) =>
  rules.filter(({ pattern }) =>
    pattern.endsWith('*') ? address.startsWith(pattern.slice(0, -1)) : pattern === address,
  );

/** Cloudflare Pages: every matching rule in order; it detaches, then sets or adds to a value. */
function cloudflarePages(rules: HeaderRule[], address: string): Record<string, string> {
  const headers = new Map<string, string>();
  const setBefore = new Set<string>();
  for (const rule of matching(rules, address)) {
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const earlier = setBefore.has(name) ? headers.get(name) : undefined;
      headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
      setBefore.add(name);
    }
  }
  return Object.fromEntries(headers);
}

/** Netlify: a line without a colon is skipped; of the matching rules, the later one's value wins. */
function netlify(rules: HeaderRule[], address: string): Record<string, string> {
  return Object.assign({}, ...matching(rules, address).map((rule) => Object.fromEntries(rule.set)));
}
