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

  it('puts the loan header and the money format in one file, without the status picture', () => {
    // Both are used by fewer pages than `service` and `pageKit` take, so they fall to this group.
    const joins = (id: string) =>
      chunkGroups.some((group) => group.name === 'loanHeader' && group.test.test(`/site/${id}`));
    expect(joins('shared/ui/loan-header/LoanHeader.tsx')).toBe(true);
    expect(joins('shared/ui/loan-header/LoanHeader.module.scss')).toBe(true);
    expect(joins('shared/ui/loan-header/loanHeader.ts')).toBe(true);
    expect(joins('shared/format/money.ts')).toBe(true);
    expect(joins('shared/ui/loan-header/StatusPicture.tsx')).toBe(false);
    expect(joins('shared/format/date.ts')).toBe(false);
  });
});
