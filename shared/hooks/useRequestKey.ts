// The request keys of one borrower action on a page (requestKeys.ts), by the action's name. They
// live as long as the page, not the part that shows the action: a part unmounted and mounted again
// (the page shown from the back-forward cache, a reload of its data) takes up the open action and
// whether its outcome is unknown, so its next tap asks the server first and keeps the same key.
// Whether an outcome is unknown changes nothing on screen, so it lives in the keys, not in React.
import { useState } from 'react';
import { type ActionKeys, createActionKeys } from './requestKeys.ts';

const pageActions = new Map<string, ActionKeys>();

function actionKeys(action: string): ActionKeys {
  let keys = pageActions.get(action);
  if (!keys) {
    keys = createActionKeys();
    pageActions.set(action, keys);
  }
  return keys;
}

export function useRequestKey(action: string): ActionKeys {
  const [keys] = useState(() => actionKeys(action));
  return keys;
}

/** Unit tests: every test starts as a freshly opened page. */
export function forgetRequestKeys(): void {
  pageActions.clear();
}
