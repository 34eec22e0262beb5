// Which store 'Get the app' leads to: the visitor's platform, read from the user agent in the
// browser (the page is prerendered, so its markup leads to Google Play). iPhone, iPad and iPod are
// iOS, and so is an iPad asking for desktop pages (it says Macintosh, with a touch screen). Any
// other visitor, Android or unknown, keeps Google Play, the store of most phones here.

export type Platform = 'ios' | 'android';

export function platformOf(userAgent: string, touchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  return /Macintosh/.test(userAgent) && touchPoints > 1 ? 'ios' : 'android';
}

/**
 * On iOS the two store links trade addresses: 'Get the app' leads to the App Store, and the quiet
 * link beside it takes the words its data-store holds ('Also on Google Play').
 */
export function offerVisitorsStore(root: ParentNode, platform: Platform): void {
  const [first, other] = root.querySelectorAll<HTMLAnchorElement>('a[data-store]');
  if (platform !== 'ios' || !first || !other) return;
  [first.href, other.href] = [other.href, first.href];
  other.textContent = other.dataset.store ?? '';
}
