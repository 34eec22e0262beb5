// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageNotLoadedMessage } from '../../shared/page/bootCheck.ts';
import { bootCheckPlugin, bootCheckTag, bundleBootCheck } from './boot-check.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the boot check in the build', () => {
  it('is one classic script: no import or export, the message inside', async () => {
    const code = await bundleBootCheck(root, ['chrome87', 'safari14']);
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).toContain(pageNotLoadedMessage);
  });

  it('is named in the head of every page, async, at the base', () => {
    const plugin = bootCheckPlugin(root);
    (plugin.configResolved as (config: object) => void)({
      base: 'https://cdn.example/h5/',
      build: { target: ['chrome87'] },
    });
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    expect(transform.handler('<html><head><title>x</title></head><body></body></html>')).toBe(
      `<html><head><title>x</title>    ${bootCheckTag('https://cdn.example/h5/')}\n  </head><body></body></html>`,
    );
    expect(bootCheckTag('/')).toBe(
      '<script async fetchpriority="low" src="/boot-check.js"></script>',
    );
  });
});
