// Which unit test files run in Node rather than happy-dom: those whose first line is Vitest's own
// `// @vitest-environment node`. Pure rules, parsers and build scripts need no DOM and no mock
// server, so the unit-node project (vite.config.ts) runs them without either.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

export const nodePragma = '// @vitest-environment node';

const testFile = /\.test\.tsx?$/;

/** The test files under these folders (paths relative to root) whose first line is the pragma. */
export function nodeTestFiles(root: string, folders: readonly string[]): string[] {
  // The configuration reads this for builds too: a folder not there yet is no reason to stop one.
  return folders
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => testFile.test(name))
        .map((name) => `${folder}/${name.split(sep).join('/')}`),
    )
    .filter((file) => readFileSync(join(root, file), 'utf8').startsWith(nodePragma))
    .sort();
}
