// Which unit test files run where. Those whose first line is Vitest's own
// `// @vitest-environment node` run in Node rather than happy-dom: pure rules, parsers and build
// scripts need no DOM and no mock server, so the unit-node project (vite.config.ts) runs them
// without either. Of the others, those that replace a module (`vi.mock`) run each in a worker of
// its own (unit-isolated): a replaced module would stay replaced for the next file of a worker.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

export const nodePragma = '// @vitest-environment node';

const testFile = /\.test\.tsx?$/;
const replacesModule = /\bvi\.(?:mock|doMock)\(/;

/** The test files under these folders (paths relative to root), sorted, with their text. */
function unitTestFiles(root: string, folders: readonly string[]) {
  // The configuration reads this for builds too: a folder not there yet is no reason to stop one.
  return folders
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => testFile.test(name))
        .map((name) => `${folder}/${name.split(sep).join('/')}`),
    )
    .sort()
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** The test files under these folders (paths relative to root) whose first line is the pragma. */
export function nodeTestFiles(root: string, folders: readonly string[]): string[] {
  return unitTestFiles(root, folders)
    .filter(({ text }) => text.startsWith(nodePragma))
    .map(({ file }) => file);
}

/** The happy-dom test files under these folders that replace a module with `vi.mock`. */
export function moduleMockingTestFiles(root: string, folders: readonly string[]): string[] {
  return unitTestFiles(root, folders)
    .filter(({ text }) => !text.startsWith(nodePragma) && replacesModule.test(text))
    .map(({ file }) => file);
}
