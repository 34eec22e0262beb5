// Reads a field report (shared/telemetry/) back to the source: each frame of its stack, and a
// policy violation's place, mapped to the file, line and column of our code with the source maps the
// build kept beside the site (dist-info/sourcemaps/, scripts/build/build-info.ts), through
// @jridgewell/trace-mapping, the source-map reader Vite and Babel use.
// Usage: npm run symbolicate -- <report.json> [--build dist]
//   The file holds one report, an array of reports, or one report a line (as a collector appends
//   them); --build names the build folder whose dist-info maps to read (dist/ unless told).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Report } from '../../shared/telemetry/report.ts';
import { buildFilePath, sourceMapsDir } from '../build/build-info.ts';
import { buildFileOf } from '../build/prerender.ts';

/** What a line of a stack names: the function, if any, and the place in a script. */
export interface StackFrame {
  name: string;
  /** The script as the site serves it, `assets/repay-Ab3dEf9h.js`. */
  script: string;
  line: number;
  column: number;
}

// V8: `at name (url:1:2)`, `at url:1:2`, `at async name (url:1:2)`; WebKit and Gecko: `name@url:1:2`.
const framePattern = /^(?:at\s+(?:async\s+)?)?(?:(.*?)\s*\(|([^@\s]*)@)?(\S+?):(\d+):(\d+)\)?$/;

/** The function and place a line of a reported stack names; undefined for any other line. */
export function frameOf(text: string): StackFrame | undefined {
  const match = framePattern.exec(text.trim());
  if (!match) return undefined;
  const [, v8Name, atName, address = '', line = '0', column = '0'] = match;
  return {
    name: (v8Name ?? atName ?? '').replace(/^new\s+/, ''),
    script: buildFileOf(address.replace(/[?#].*$/, '')),
    line: Number(line),
    column: Number(column),
  };
}

/** Where a place in a built script comes from, as a path of the project with its line and column. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
  name?: string;
}

/**
 * The source maps of the build in outDir, read once each: the place in our code of a place in a
 * built script, or undefined when the build has no map for it (another build's script, or none).
 */
export function sourceMapsOf(
  outDir: string,
  root: string,
): (script: string, line: number, column: number) => SourcePlace | undefined {
  const maps = new Map<string, TraceMap | undefined>();
  const mapOf = (script: string) => {
    if (!maps.has(script)) {
      const file = path.join(sourceMapsDir(outDir), `${script}.map`);
      maps.set(
        script,
        fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : undefined,
      );
    }
    return maps.get(script);
  };
  return (script, line, column) => {
    const map = mapOf(script);
    if (!map) return undefined;
    // A stack counts columns from 1, a source map from 0.
    const found = originalPositionFor(map, { line, column: Math.max(column - 1, 0) });
    if (found.source === null) return undefined;
    // Sources are named relative to where the map was written, beside its script in the site.
    const source = path.resolve(outDir, path.dirname(script), found.source);
    return {
      file: path.relative(root, source).split(path.sep).join('/'),
      line: found.line,
      column: found.column + 1,
      ...(found.name === null ? {} : { name: found.name }),
    };
  };
}

type Lookup = ReturnType<typeof sourceMapsOf>;

function placeText(lookup: Lookup, script: string, line: number, column: number): string {
  const place = lookup(script, line, column);
  return place
    ? `${place.file}:${place.line}:${place.column}`
    : `${script}:${line}:${column}, no source map in this build`;
}

/** A line of a stack, read back: `at payNow (pages/repay/RepayPage.tsx:42:7)`. */
export function sourceFrame(text: string, lookup: Lookup): string {
  const frame = frameOf(text);
  if (!frame) return text;
  const place = lookup(frame.script, frame.line, frame.column);
  const name = place?.name ?? frame.name;
  const where = placeText(lookup, frame.script, frame.line, frame.column);
  return name ? `at ${name} (${where})` : `at ${where}`;
}

/** One report as a person reads it: what happened where, and its stack in our source. */
export function readReport(report: Report, lookup: Lookup, build?: string): string[] {
  const where = [report.engine, report.app && `app ${report.app}`, `build ${report.build}`]
    .filter(Boolean)
    .join(', ');
  const what =
    report.type === 'failure'
      ? `failure ${report.failure ?? ''}`
      : report.type === 'csp'
        ? `policy violation: ${report.directive ?? ''} refused ${report.blocked ?? ''}`
        : report.type === 'vital'
          ? `${report.name ?? ''} ${report.value ?? ''} (${report.rating ?? ''})`
          : report.type;
  const lines = [
    `${what} on ${report.page} (${where})${report.message ? `: ${report.message}` : ''}`,
  ];
  if (build && report.build !== build) {
    lines.push(`  reported by build ${report.build}; these maps are build ${build}'s`);
  }
  if (report.type === 'csp' && report.source && report.line) {
    const script = buildFileOf(report.source);
    lines.push(`  at ${placeText(lookup, script, report.line, report.column ?? 0)}`);
  }
  for (const frame of report.stack?.split('\n') ?? []) {
    if (frame.trim() !== '') lines.push(`  ${sourceFrame(frame, lookup)}`);
  }
  return lines;
}

/** The reports in a file: one, an array, or one a line. */
export function parseReports(text: string): Report[] {
  const trimmed = text.trim();
  try {
    const parsed = JSON.parse(trimmed) as Report | Report[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return trimmed
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Report);
  }
}

/** The id of the build in outDir (dist-info/build.json), if it wrote one. */
export function builtId(outDir: string): string | undefined {
  const file = buildFilePath(outDir);
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { build?: string }).build;
}

function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const args = process.argv.slice(2);
  const buildAt = args.indexOf('--build');
  const outDir = path.resolve(root, buildAt === -1 ? 'dist' : (args[buildAt + 1] ?? 'dist'));
  const file = args.find((arg, index) => !arg.startsWith('--') && index !== buildAt + 1);
  if (!file) {
    console.error('Usage: npm run symbolicate -- <report.json> [--build dist]');
    process.exitCode = 2;
    return;
  }
  if (!fs.existsSync(sourceMapsDir(outDir))) {
    console.error(`No source maps in ${path.relative(root, sourceMapsDir(outDir))}/: build first.`);
    process.exitCode = 1;
    return;
  }
  const lookup = sourceMapsOf(outDir, root);
  const build = builtId(outDir);
  const reports = parseReports(fs.readFileSync(path.resolve(file), 'utf8'));
  console.log(reports.map((report) => readReport(report, lookup, build).join('\n')).join('\n\n'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
