// The showBankTip store and its persistence (spec §4 'Kind tips dialog'): read and set only once the
// order is shown, so they stay out of the page's first download.
export const importBankTip = () =>
  import('./bankTipStore.ts').then((module) => module.bankTipStore);
