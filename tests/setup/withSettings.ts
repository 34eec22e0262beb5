// For tests: the page configuration as a deployment's variables make it, for one test at a time.
// The configuration is one object every module reads; this sets its fields and puts them back.
import { afterEach, beforeEach } from 'vitest';
import { appConfig } from '../../shared/config/appConfig.ts';
import { pageConfig } from '../../shared/config/config.ts';
import { type ConfigEnv, createConfig } from '../../shared/config/readConfig.ts';

/** Gives every test of the calling `describe` the configuration these variables make. */
export function withSettings(env: ConfigEnv): void {
  const before = { ...appConfig };
  beforeEach(() => {
    Object.assign(appConfig, pageConfig(createConfig(env)));
  });
  afterEach(() => {
    Object.assign(appConfig, before);
  });
}
