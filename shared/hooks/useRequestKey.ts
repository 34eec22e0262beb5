// The request keys of one borrower action on a page (requestKeys.ts): made once per mounted page
// part and kept across renders (a part with two money actions calls it twice). Whether an outcome is
// unknown changes nothing on screen, so it lives in the keys, not in React state.
import { useState } from 'react';
import { type ActionKeys, createActionKeys } from './requestKeys.ts';

export function useRequestKey(): ActionKeys {
  const [keys] = useState(createActionKeys);
  return keys;
}
