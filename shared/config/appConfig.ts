// The configuration of this build, for code that runs in the page.
import { createConfig } from './config.ts';

// `import.meta.env` is absent when Node-side code (the mock backend in the dev server) imports this.
export const appConfig = createConfig(import.meta.env ?? {});
