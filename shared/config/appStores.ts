// The app's store pages (configuration googlePlayUrl, appStoreUrl) and the promotion's words for them:
// the landing page offers them on its first screen, the promotion page after registering. The
// addresses open through the navigation policy (shared/navigation/urlPolicy.ts). Functions and
// constants only: a bundle whose page names none of them leaves the module out.
import { appConfig } from './appConfig.ts';

export const appStoreLabels = {
  googlePlay: 'Get it on Google Play',
  appStore: 'Download on the App Store',
} as const;

export type AppStore = keyof typeof appStoreLabels;

/** The configured store page of the app. */
export function appStoreAddress(store: AppStore): string {
  return store === 'googlePlay' ? appConfig.googlePlayUrl : appConfig.appStoreUrl;
}
