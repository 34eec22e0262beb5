// The boot check: a small classic script with a fixed name (`boot-check.js`, not hashed, so HTML of
// any deploy finds it; scripts/build/boot-check.ts builds it and names it in every page with a
// script). HTML of an older deploy names scripts the server no longer has: they fail to load, the
// page's own script never runs and the page would stay on its placeholder. Once the document has
// loaded (every module script run or failed), this sees that the page did not start, and reloads
// once for the current HTML; within the reload window it says so, with Retry. An external script,
// as the page's Content Security Policy allows no inline one.
import { pageHasStarted } from './pageStart.ts';
import { reloadOnce } from './reloadOnce.ts';

export const pageNotLoadedMessage = 'This page could not be loaded. Please try again.';

/** Puts the message and Retry where the page's content goes (over its placeholder, if any). */
function showPageNotLoaded(doc: Document = document): void {
  const block = doc.createElement('div');
  // Style properties set from script are allowed by the Content Security Policy; attributes are not.
  block.style.cssText =
    'display:grid;justify-items:center;gap:16px;padding:24px 16px;text-align:center';
  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = pageNotLoadedMessage;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  // The brand colours every page's template declares, as the page's own primary button has them.
  retry.style.cssText =
    'min-width:8rem;min-height:48px;padding:8px 16px;border:0;border-radius:12px;font-weight:600;' +
    'background:var(--brand-background);color:var(--brand-font)';
  retry.addEventListener('click', () => doc.defaultView?.location.reload());
  block.append(message, retry);
  const main = doc.querySelector('#root main') ?? doc.body;
  if (main.getAttribute('aria-busy') === 'true') {
    main.removeAttribute('aria-busy');
    main.replaceChildren(block);
  } else {
    main.prepend(block);
  }
}

/** What the boot check does once the document has loaded. */
export function checkPageStarted(
  doc: Document = document,
  reload: () => boolean = () => reloadOnce(),
): void {
  if (pageHasStarted(doc.defaultView ?? globalThis)) return;
  if (!reload()) showPageNotLoaded(doc);
}

/** Runs the check when the document has loaded (at once if it already has). */
export function runBootCheck(doc: Document = document): void {
  if (doc.readyState === 'complete') checkPageStarted(doc);
  else doc.defaultView?.addEventListener('load', () => checkPageStarted(doc), { once: true });
}
