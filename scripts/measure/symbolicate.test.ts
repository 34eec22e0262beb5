// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../shared/telemetry/report.ts';
import { buildFilePath, sourceMapsDir } from '../build/build-info.ts';
import { frameOf, parseReports, readReport, sourceMapsOf } from './symbolicate.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/**
 * A build of one script, `function pay(){throw new Error("x")}`, and its map: column 0 comes from
 * pages/repay/RepayPage.tsx line 10, column 3, function payNow; column 15 (the throw) from line 12,
 * column 5. Mappings written by hand: `AASEA` (0, source 0, line +9, column +2, name 0) and `eAEE`
 * (column +15, line +2, column +2).
 */
function tinyBuild(): { root: string; outDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'symbolicate-'));
  roots.push(root);
  const outDir = path.join(root, 'dist');
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'assets/repay-T1.js'),
    'function pay(){throw new Error("x")}\n',
  );
  const map = path.join(sourceMapsDir(outDir), 'assets/repay-T1.js.map');
  fs.mkdirSync(path.dirname(map), { recursive: true });
  fs.writeFileSync(
    map,
    JSON.stringify({
      version: 3,
      file: 'repay-T1.js',
      sources: ['../../pages/repay/RepayPage.tsx'],
      names: ['payNow'],
      mappings: 'AASEA,eAEE',
    }),
  );
  fs.writeFileSync(buildFilePath(outDir), JSON.stringify({ build: 'b-current' }));
  return { root, outDir };
}

const report = (fields: Partial<Report>): Report => ({
  type: 'error',
  build: 'b-current',
  page: 'repay',
  engine: 'WebKit',
  app: '2.4.0',
  ...fields,
});

describe('frameOf', () => {
  it("reads V8's, WebKit's and Gecko's frames, the script without its base, query or host", () => {
    expect(frameOf('at pay (https://h5.example.ph/h5/assets/repay-T1.js:1:16)')).toEqual({
      name: 'pay',
      script: 'assets/repay-T1.js',
      line: 1,
      column: 16,
    });
    expect(frameOf('at async https://h5.example.ph/assets/repay-T1.js?v=1:3:4')).toEqual({
      name: '',
      script: 'assets/repay-T1.js',
      line: 3,
      column: 4,
    });
    expect(frameOf('pay@https://h5.example.ph/assets/repay-T1.js:1:16')).toMatchObject({
      name: 'pay',
      script: 'assets/repay-T1.js',
    });
    expect(frameOf('[native code]')).toBeUndefined();
  });
});

describe('sourceMapsOf', () => {
  it('maps a place in a built script to the file, line and column of our code', () => {
    const { root, outDir } = tinyBuild();
    const lookup = sourceMapsOf(outDir, root);
    expect(lookup('assets/repay-T1.js', 1, 1)).toEqual({
      file: 'pages/repay/RepayPage.tsx',
      line: 10,
      column: 3,
      name: 'payNow',
    });
    expect(lookup('assets/repay-T1.js', 1, 16)).toEqual({
      file: 'pages/repay/RepayPage.tsx',
      line: 12,
      column: 5,
    });
    expect(lookup('assets/other-Z9.js', 1, 1)).toBeUndefined();
  });
});

describe('readReport', () => {
  it('reads a reported stack back to our source, and says which frames this build cannot read', () => {
    const { root, outDir } = tinyBuild();
    const lines = readReport(
      report({
        message: 'x',
        stack: [
          'at pay (https://h5.example.ph/assets/repay-T1.js:1:16)',
          'pay@https://h5.example.ph/assets/repay-T1.js:1:1',
          'at https://h5.example.ph/assets/gone-A1.js:7:8',
        ].join('\n'),
      }),
      sourceMapsOf(outDir, root),
      'b-current',
    );
    expect(lines).toEqual([
      'error on repay (WebKit, app 2.4.0, build b-current): x',
      '  at pay (pages/repay/RepayPage.tsx:12:5)',
      '  at payNow (pages/repay/RepayPage.tsx:10:3)',
      '  at assets/gone-A1.js:7:8, no source map in this build',
    ]);
  });

  it("says when the report is another build's, and reads a policy violation's place", () => {
    const { root, outDir } = tinyBuild();
    const lines = readReport(
      report({
        type: 'csp',
        build: 'b-older',
        directive: 'img-src',
        blocked: 'https://evil.example',
        source: 'https://h5.example.ph/assets/repay-T1.js',
        line: 1,
        column: 16,
      }),
      sourceMapsOf(outDir, root),
      'b-current',
    );
    expect(lines).toEqual([
      'policy violation: img-src refused https://evil.example on repay (WebKit, app 2.4.0, build b-older)',
      "  reported by build b-older; these maps are build b-current's",
      '  at pages/repay/RepayPage.tsx:12:5',
    ]);
  });
});

describe('parseReports', () => {
  it('reads one report, an array of them, or one a line', () => {
    const one = report({ message: 'a' });
    const two = report({ type: 'failure', failure: 'http' });
    expect(parseReports(JSON.stringify(one))).toEqual([one]);
    expect(parseReports(JSON.stringify([one, two]))).toEqual([one, two]);
    expect(parseReports(`${JSON.stringify(one)}\n${JSON.stringify(two)}\n`)).toEqual([one, two]);
  });
});

describe('npm run symbolicate', () => {
  it('prints the reports of a file read back with the maps of the build named', () => {
    const { root, outDir } = tinyBuild();
    const file = path.join(root, 'report.json');
    fs.writeFileSync(
      file,
      JSON.stringify(
        report({ message: 'x', stack: 'at pay (https://h5.example.ph/assets/repay-T1.js:1:16)' }),
      ),
    );
    const script = fileURLToPath(new URL('./symbolicate.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const printed = execFileSync(tsx, [script, file, '--build', outDir], { encoding: 'utf8' });
    expect(printed).toContain('error on repay (WebKit, app 2.4.0, build b-current): x\n');
    // Sources resolve from the build folder: here a temporary one, outside the project.
    expect(printed).toMatch(/ {2}at pay \(.*pages\/repay\/RepayPage\.tsx:12:5\)\n$/);
  });
});
