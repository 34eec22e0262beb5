// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlinedFiles, inlineStyles } from './byte-html.ts';

describe('inlineStyles', () => {
  it('reads the rules of every style element of a page', () => {
    const html = `<head><style>:root{--brand:#123}</style>
      <style data-href="/assets/style-A1.css">body{margin:0}</style></head>`;
    expect(inlineStyles(html)).toEqual([':root{--brand:#123}', 'body{margin:0}']);
  });
});

describe('inlinedFiles', () => {
  it('names the build files whose rules a page carries inline', () => {
    const html = `<head><style>:root{--brand:#123}</style>
      <style data-href="/h5/assets/pageKit-A1.css">body{margin:0}</style>
      <style data-href="assets/Dialog-B2.css">.dialog{margin:0}</style></head>`;
    expect([...inlinedFiles(html)]).toEqual(['assets/pageKit-A1.css', 'assets/Dialog-B2.css']);
  });
});
