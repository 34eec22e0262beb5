// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import { findPage } from '../../shared/config/pages.ts';
import {
  contentSecurityPolicy,
  pageHeaders,
  permissionsPolicy,
  strictTransportSecurityValue,
  scriptHashes,
  styleHashes,
} from './securityHeaders.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('styleHashes', () => {
  it('hashes the exact text of each inline <style> block, once each', () => {
    const html =
      '<style>a{b:c}</style><style data-href="/assets/x.css">.x{y:z}</style><style>a{b:c}</style>';
    expect(styleHashes(html)).toEqual([sha256('a{b:c}'), sha256('.x{y:z}')]);
  });
});

describe('scriptHashes', () => {
  it('hashes the exact text of each inline <script>, never one with a src', () => {
    const html =
      '<script>go()</script><script type="module" src="/assets/a.js"></script>' +
      '<script async src="/boot-check.js"></script><script>go()</script>';
    expect(scriptHashes(html)).toEqual([sha256('go()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it("allows a page's inline scripts by their hashes only", () => {
    const policy = contentSecurityPolicy(defaultConfig, ["'sha256-abc='"], '/', ["'sha256-js='"]);
    expect(policy).toContain("script-src 'self' 'sha256-js='; style-src 'self' 'sha256-abc=';");
  });

  it("allows the site's own scripts only, and its styles plus the page's inline blocks", () => {
    const policy = contentSecurityPolicy(defaultConfig, ["'sha256-abc='"]);
    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-abc='; " +
        "img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; " +
        "frame-ancestors 'self'; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it('lets the API origin answer calls and serve pictures, and trusted origins be framed', () => {
    const policy = contentSecurityPolicy(
      {
        ...defaultConfig,
        apiOrigin: 'https://api.example.ph',
        trustedOrigins: ['https://pay.example.ph'],
      },
      [],
    );
    expect(policy).toContain("connect-src 'self' https://api.example.ph;");
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.ph;");
    expect(policy).toContain("frame-src 'self' https://api.example.ph https://pay.example.ph;");
    expect(policy).toContain("style-src 'self';");
  });

  it('lets the configured image hosts serve pictures (imageUrl shows them)', () => {
    const policy = contentSecurityPolicy(
      { ...defaultConfig, imageHosts: ['https://cdn.example.ph', 'https://img.example.ph'] },
      [],
    );
    expect(policy).toContain(
      "img-src 'self' data: blob: https://cdn.example.ph https://img.example.ph;",
    );
  });

  it("lets the pages send their field reports to the telemetry endpoint's origin", () => {
    const elsewhere = contentSecurityPolicy(
      { ...defaultConfig, telemetryUrl: 'https://collect.example.ph/h5?app=loan' },
      [],
    );
    expect(elsewhere).toContain("connect-src 'self' https://collect.example.ph;");
    // A path on the site's own origin is 'self' already.
    const onSite = contentSecurityPolicy({ ...defaultConfig, telemetryUrl: '/telemetry' }, []);
    expect(onSite).toBe(contentSecurityPolicy(defaultConfig, []));
  });

  it("takes the scripts and styles of a full-URL base from that base's host", () => {
    const policy = contentSecurityPolicy(defaultConfig, ["'sha256-a='"], 'https://cdn.example/h5/');
    expect(policy).toContain("script-src 'self' https://cdn.example;");
    expect(policy).toContain("style-src 'self' https://cdn.example 'sha256-a=';");
    expect(contentSecurityPolicy(defaultConfig, [], '/h5/')).toContain("script-src 'self';");
  });
});

describe('reporting', () => {
  const reporting = { ...defaultConfig, cspReportUrl: 'https://reports.example.ph/csp' };

  it('names no endpoint unless the build sets one', () => {
    expect(contentSecurityPolicy(defaultConfig, [])).not.toContain('report');
    expect(Object.keys(pageHeaders(defaultConfig, findPage('orderDetail'), []))).toEqual([
      'Cache-Control',
      'Content-Security-Policy',
      'Permissions-Policy',
    ]);
  });

  it("reports a breach to the endpoint by report-uri and report-to, and lets it do nothing else", () => {
    const without = contentSecurityPolicy(defaultConfig, ["'sha256-a='"]);
    expect(contentSecurityPolicy(reporting, ["'sha256-a='"])).toBe(
      `${without}; report-uri https://reports.example.ph/csp; report-to csp-endpoint`,
    );
    expect(pageHeaders(reporting, findPage('orderDetail'), [])['Reporting-Endpoints']).toBe(
      'csp-endpoint="https://reports.example.ph/csp"',
    );
  });
});

describe('Strict-Transport-Security', () => {
  it('asks for https for a year, subdomains included', () => {
    expect(strictTransportSecurityValue).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('permissionsPolicy', () => {
  it('allows the camera on the evidence page only, the location on the test preview only', () => {
    expect(permissionsPolicy(findPage('complainPageNext'))).toContain(
      'camera=(self), geolocation=()',
    );
    expect(permissionsPolicy(findPage('testPreview'))).toContain('camera=(), geolocation=(self)');
    expect(permissionsPolicy(findPage('orderDetail'))).not.toContain('(self)');
  });
});
