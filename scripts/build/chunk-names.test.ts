// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-names.ts';

describe('chunkGroups', () => {
  const groupOf = (id: string) =>
    chunkGroups
      .filter((group) => group.test.test(`/site/${id}`))
      .sort((a, b) => b.priority - a.priority)[0]?.name;

  it('puts the libraries in chunks of their own', () => {
    expect(groupOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(groupOf('node_modules/scheduler/index.js')).toBe('react');
    expect(groupOf('node_modules/ky/distribution/index.js')).toBe('ky');
  });

  it('keeps hooks and components out of the service chunk the early modules load', () => {
    expect(groupOf('shared/api/client.ts')).toBe('service');
    expect(groupOf('shared/data/pageData.ts')).toBe('service');
    expect(groupOf('shared/notify/toastStore.ts')).toBe('service');
    expect(groupOf('shared/data/usePageData.ts')).toBe('pageKit');
    expect(groupOf('shared/navigation/usePageSearch.ts')).toBe('pageKit');
    expect(groupOf('shared/ui/toast/Toast.tsx')).toBe('pageKit');
    expect(groupOf('pages/orderDetail/OrderDetailPage.tsx')).toBeUndefined();
  });

  // Used by fewer pages than `service` and `pageKit` take, a module falls to the groups below them.
  const joins = (id: string, name: string) =>
    chunkGroups.some((group) => group.name === name && group.test.test(`/site/${id}`));

  it('matches the loan header and the money format to one group, not the status picture', () => {
    expect(joins('shared/ui/loan-header/LoanHeader.tsx', 'loanHeader')).toBe(true);
    expect(joins('shared/ui/loan-header/LoanHeader.module.scss', 'loanHeader')).toBe(true);
    expect(joins('shared/ui/loan-header/loanHeader.ts', 'loanHeader')).toBe(true);
    expect(joins('shared/format/money.ts', 'loanHeader')).toBe(true);
    expect(joins('shared/ui/loan-header/StatusPicture.tsx', 'loanHeader')).toBe(false);
    expect(joins('shared/format/date.ts', 'loanHeader')).toBe(false);
  });

  it('matches the pending tap and the way off the page to one group', () => {
    expect(joins('shared/hooks/usePendingAction.ts', 'tapAction')).toBe(true);
    expect(joins('shared/actions/openAddress.ts', 'tapAction')).toBe(true);
    expect(joins('shared/actions/openProduct.ts', 'tapAction')).toBe(false);
  });
});
