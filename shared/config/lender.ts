// The lender's registration (configuration lenderName, secRegistrationNumber,
// certificateOfAuthorityNumber) and where its Disclosure Statement is (disclosureUrl), for the
// markup the build prerenders: the pages carry it in their HTML, not in their scripts
// (shared/ui/lender-notice/).
import type { AppConfig } from './config.ts';
import { createConfig } from './readConfig.ts';

export type Lender = Pick<
  AppConfig,
  'lenderName' | 'secRegistrationNumber' | 'certificateOfAuthorityNumber' | 'disclosureUrl'
>;

export function lenderOf(config: Lender): Lender {
  return {
    lenderName: config.lenderName,
    secRegistrationNumber: config.secRegistrationNumber,
    certificateOfAuthorityNumber: config.certificateOfAuthorityNumber,
    disclosureUrl: config.disclosureUrl,
  };
}

declare const __LENDER__: Lender | undefined;

// Resolved once by the build (scripts/build/pages-plugin.ts), as appConfig is; the tests read the
// environment.
export const lender: Lender =
  typeof __LENDER__ === 'undefined'
    ? lenderOf(createConfig(import.meta.env ?? {}, { development: import.meta.env?.DEV === true }))
    : __LENDER__;
