// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepSourceMapsBeside, sourceMapsDir } from './build-info.ts';

const folders: string[] = [];

/** A build folder with the given files. */
function build(files: Record<string, string>): string {
  const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-')), 'dist');
  folders.push(path.dirname(outDir));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), content);
  }
  return outDir;
}

/** Every file under a folder, as paths inside it. */
const filesIn = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => fs.statSync(path.join(folder, file)).isFile())
        .sort()
    : [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('keepSourceMapsBeside', () => {
  it('leaves no source map in the site and keeps each in dist-info/sourcemaps at its path', () => {
    const outDir = build({
      'orderDetail.html': '<!doctype html>',
      'assets/orderDetail-A1.js': 'console.log(1);',
      'assets/orderDetail-A1.js.map': '{"version":3,"mappings":";AAAA"}',
      'assets/react-B2.js': 'export {};',
      'assets/react-B2.js.map': '{"version":3,"mappings":"AAAA"}',
    });

    expect(keepSourceMapsBeside(outDir)).toEqual([
      'assets/orderDetail-A1.js.map',
      'assets/react-B2.js.map',
    ]);

    expect(filesIn(outDir)).toEqual([
      'assets/orderDetail-A1.js',
      'assets/react-B2.js',
      'orderDetail.html',
    ]);
    expect(filesIn(sourceMapsDir(outDir))).toEqual([
      'assets/orderDetail-A1.js.map',
      'assets/react-B2.js.map',
    ]);
    expect(
      fs.readFileSync(path.join(sourceMapsDir(outDir), 'assets/orderDetail-A1.js.map'), 'utf8'),
    ).toBe('{"version":3,"mappings":";AAAA"}');
    expect(sourceMapsDir(outDir)).toBe(`${outDir}-info${path.sep}sourcemaps`);
  });

  it('refuses a served script or stylesheet that names its source map', () => {
    const outDir = build({
      'assets/orderDetail-A1.js': 'console.log(1);\n//# sourceMappingURL=orderDetail-A1.js.map',
      'assets/orderDetail-A1.js.map': '{}',
      'assets/orderDetail-A1.css': 'a{}\n/*# sourceMappingURL=orderDetail-A1.css.map */',
    });

    expect(() => keepSourceMapsBeside(outDir)).toThrow(
      'build: assets/orderDetail-A1.css, assets/orderDetail-A1.js name a source map the site does not serve',
    );
  });
});
