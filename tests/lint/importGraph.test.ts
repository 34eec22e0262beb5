// @vitest-environment node
// The kit's floors as the whole tree has them: every import of every module of shared/, walked
// from the files themselves, against the floor zones eslint.config.js declares (one table, read
// from the linter's own configuration). The zones' tests (boundaries.test.ts) show each one refuses
// a sample; this shows the tree as it is holds none of what they refuse.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Zone {
  target: string | string[];
  from: string | string[];
  message?: string;
}

/** The floor zones of the linter's configuration for a module of the kit. */
async function floorZones(): Promise<Zone[]> {
  const eslint = new ESLint({ cwd: root });
  const config = (await eslint.calculateConfigForFile(path.join(root, 'shared/api/client.ts'))) as {
    rules: Record<string, [unknown, { zones: Zone[] }]>;
  };
  const zones = config.rules['import-x/no-restricted-paths']?.[1].zones ?? [];
  return zones.filter((zone) => zone.message?.includes('is on floor'));
}

const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const inside = (file: string, folder: string) =>
  file === folder.slice(2) || file.startsWith(`${folder.slice(2)}/`);

/** Every module of the kit (not its tests) and the files it imports, as paths from the root. */
function kitImports(): [string, string][] {
  const edges: [string, string][] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(path.join(root, file), 'utf8');
        for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
          edges.push([
            file,
            path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? '')),
          ]);
        }
      }
    }
  };
  for (const folder of fs.readdirSync(path.join(root, 'shared'))) {
    if (
      !['mock', 'features'].includes(folder) &&
      fs.statSync(path.join(root, 'shared', folder)).isDirectory()
    ) {
      walk(`shared/${folder}`);
    }
  }
  return edges;
}

describe('the import graph of the kit', () => {
  it('has a floor for every folder of shared/ but the mock and the features', async () => {
    const zones = await floorZones();
    const floored = new Set(
      zones.flatMap((zone) => list(zone.target)).map((target) => target.slice(2)),
    );
    // The top floor imports from none above it, so it is named only as another floor's higher one.
    for (const zone of zones) for (const from of list(zone.from)) floored.add(from.slice(2));
    const folders = fs
      .readdirSync(path.join(root, 'shared'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['mock', 'features'].includes(entry.name))
      .map((entry) => `shared/${entry.name}`);
    expect(folders.filter((folder) => !floored.has(folder))).toEqual([]);
  }, 60_000);

  it('never points from a lower floor to a higher one', async () => {
    const zones = await floorZones();
    const edges = kitImports();
    expect(edges.length).toBeGreaterThan(200);
    const upward = edges.filter(([file, target]) =>
      zones.some(
        (zone) =>
          list(zone.target).some((folder) => inside(file, folder)) &&
          list(zone.from).some((folder) => inside(target, folder)),
      ),
    );
    expect(upward).toEqual([]);
  }, 60_000);
});
