import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import { findPage, notFoundPage } from '../../shared/config/pages.ts';
import { buildFiles, deployFiles } from './deploy-configs.ts';

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
    expect(headers).toContain(
      'add_header Content-Security-Policy $cash_loan_content_security_policy always;',
    );
    expect(pages).not.toContain('add_header');
  });
});

describe('the files a build writes', () => {
  const built = [
    { page: findPage('landing'), styleHashes: ["'sha256-a='"] },
    { page: findPage('complainPageNext'), styleHashes: ["'sha256-b='"] },
    { page: notFoundPage, styleHashes: ["'sha256-c='"] },
  ];
  const { site, info } = buildFiles(defaultConfig, '/', built);

  it('give each page of Cloudflare Pages and Netlify its own policy, and _redirects no rule', () => {
    const headers = site._headers ?? '';
    expect(headers).toContain(
      "/complainPageNext\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self' 'sha256-b=';",
    );
    expect(headers).toContain('  Permissions-Policy: accelerometer=(), camera=(self),');
    expect(headers).toContain('/404.html\n  Cache-Control: no-cache\n');
    // One rule per header name: the hosts join the values of two matching rules.
    expect(headers.match(/X-Content-Type-Options/g)).toHaveLength(1);
    expect(
      (site._redirects ?? '').split('\n').filter((line) => line && !line.startsWith('#')),
    ).toEqual([]);
  });

  it('map each page file to its policy for nginx', () => {
    expect(info['nginx/content-security-policy.conf']).toContain(
      `  /complainPageNext.html "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-b=';`,
    );
  });
});
