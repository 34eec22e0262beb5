// Each page's file, for code that runs in the page. The build derives the map from the page table
// (scripts/build/pages-plugin.ts), so pages ship names and files, not the whole table with its titles
// and descriptions; Node-side code and tests without the build's constants read the table.
import { type PageName, pageTable } from './pages.ts';

declare const __PAGE_FILES__: Readonly<Record<PageName, string>> | undefined;

export const pageFiles: Readonly<Record<PageName, string>> =
  typeof __PAGE_FILES__ === 'undefined'
    ? (Object.fromEntries(pageTable.map((page) => [page.name, page.file])) as Record<
        PageName,
        string
      >)
    : __PAGE_FILES__;
