// The configuration of this build, for code that runs in the page.
import type { PageConfig } from './config.ts';
import { createConfig } from './readConfig.ts';

declare const __APP_CONFIG__: PageConfig | undefined;

// The build resolves the configuration once (scripts/build/pages-plugin.ts), so pages ship the values,
// not the code that reads and checks variables, and only the values a page reads (pageConfig).
// Node-side importers (the dev server's mock backend, the tests) have no such constant and read
// the environment.
export const appConfig: PageConfig =
  typeof __APP_CONFIG__ === 'undefined'
    ? createConfig(import.meta.env ?? {}, { development: import.meta.env?.DEV === true })
    : __APP_CONFIG__;
