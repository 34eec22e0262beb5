// The bridge command map (contract §3): each logical command, the name the shell registered for it
// (the default is the logical name, overridable per entry by VITE_BRIDGE_COMMANDS) and its payload.
import { appConfig } from '../config/appConfig.ts';

/** A command that carries no data. */
type EmptyPayload = Record<string, never>;

export interface BridgePayloads {
  openPage: { url: string };
  closeWebView: EmptyPayload;
  openPageWithParam: { page: string; [param: string]: unknown };
  goHome: EmptyPayload;
  goMine: EmptyPayload;
  forceLogin: EmptyPayload;
  callPhone: { phone: string };
  goAppStoreRating: EmptyPayload;
  burialPoint: { event: string; [data: string]: unknown };
  startBankFlow: EmptyPayload;
  endBankFlow: EmptyPayload;
}

export type BridgeCommand = keyof BridgePayloads;

export const defaultCommandNames: Readonly<Record<BridgeCommand, string>> = {
  openPage: 'openPage',
  closeWebView: 'closeWebView',
  openPageWithParam: 'openPageWithParam',
  goHome: 'goHome',
  goMine: 'goMine',
  forceLogin: 'forceLogin',
  callPhone: 'callPhone',
  goAppStoreRating: 'goAppStoreRating',
  burialPoint: 'burialPoint',
  startBankFlow: 'startBankFlow',
  endBankFlow: 'endBankFlow',
};

/** The defaults with the given overrides; unknown commands and empty names are ignored. */
export function createCommandNames(
  overrides: Readonly<Record<string, string>>,
): Readonly<Record<BridgeCommand, string>> {
  const names = { ...defaultCommandNames };
  for (const command of Object.keys(names) as BridgeCommand[]) {
    const name = overrides[command]?.trim();
    if (name) names[command] = name;
  }
  return names;
}

/** The command names of this build. */
export const commandNames = createCommandNames(appConfig.bridgeCommands);
