// The rows of the page table this build ships, set by the pages plugin at build time.
import type { PageName } from './pages.ts';

declare const __BUILT_PAGES__: readonly PageName[] | undefined;

export const builtPageNames: readonly PageName[] =
  typeof __BUILT_PAGES__ === 'undefined' ? [] : __BUILT_PAGES__;
