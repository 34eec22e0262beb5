// What the code page's loan header shows, from its address alone (codeRules.ts): the amount the link
// names. Also what the page's head script writes before React runs, so no React here.
import type { LoanHeaderView } from '../../shared/ui/loan-header/loanHeader.ts';
import { codeHeader, codePageState } from './codeRules.ts';

export function firstFigures(search: string): LoanHeaderView | undefined {
  const state = codePageState(search);
  return state.status === 'ready' ? codeHeader(state.data) : undefined;
}
