// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanPathOf, findPage, type PageName, type PageRow, pageTable } from './pages.ts';

interface ContractRow {
  file: string;
  cleanPath: string;
  logicalNames: string[];
}

// Contract §1, one entry per row of the page table (the native product screen has no file).
const contractRows: ContractRow[] = [
  { file: 'index.html', cleanPath: '/', logicalNames: ['landing'] },
  { file: 'orderDetail.html', cleanPath: '/orderDetail', logicalNames: ['loanDetail', 'order'] },
  { file: 'error.html', cleanPath: '/error', logicalNames: ['error', 'recommendList'] },
  { file: 'confirm.html', cleanPath: '/confirm', logicalNames: ['confirm'] },
  { file: 'confirmV2.html', cleanPath: '/confirmV2', logicalNames: ['confirmV2'] },
  { file: 'repay.html', cleanPath: '/repay', logicalNames: ['repay', 'ynRepayChoose'] },
  { file: 'repayDelay.html', cleanPath: '/repayDelay', logicalNames: ['repayDelay'] },
  {
    file: 'repaymentOfCode.html',
    cleanPath: '/repaymentOfCode',
    logicalNames: ['repaymentOfCode'],
  },
  { file: 'repaymentOfCode2.html', cleanPath: '/repaymentOfCode2', logicalNames: ['ynRepay'] },
  {
    file: 'repayInstructions.html',
    cleanPath: '/repayInstructions',
    logicalNames: ['repayInstructions'],
  },
  { file: 'bindCard.html', cleanPath: '/bindCard', logicalNames: ['bindCard', 'bindBank'] },
  {
    file: 'complaint.html',
    cleanPath: '/complaint',
    logicalNames: ['complaint', 'complaintUrl'],
  },
  {
    file: 'complainPageNext.html',
    cleanPath: '/complainPageNext',
    logicalNames: ['complainPageNext'],
  },
  { file: 'complaintList.html', cleanPath: '/complaintList', logicalNames: ['complaintList'] },
  {
    file: 'complainDetails.html',
    cleanPath: '/complainDetails',
    logicalNames: ['complainDetails'],
  },
  {
    file: 'customerService.html',
    cleanPath: '/customerService',
    logicalNames: ['customerService'],
  },
  { file: 'aboutUs.html', cleanPath: '/aboutUs', logicalNames: ['aboutUs'] },
  { file: 'privacyPolicy.html', cleanPath: '/privacyPolicy', logicalNames: ['privacyPolicy'] },
  { file: 'loanAgreement.html', cleanPath: '/loanAgreement', logicalNames: ['loanAgreement'] },
  { file: 'promotion.html', cleanPath: '/promotion', logicalNames: ['promotion'] },
  { file: 'legacyRepay.html', cleanPath: '/legacyRepay', logicalNames: ['legacyRepay'] },
  { file: 'testPreview.html', cleanPath: '/testPreview', logicalNames: ['testPreview'] },
];

const byFile = (a: ContractRow, b: ContractRow) => a.file.localeCompare(b.file);

const rows: readonly PageRow[] = pageTable;

describe('page table', () => {
  it('equals the page table of the contract', () => {
    const actual = rows.map((page) => ({
      file: page.file,
      cleanPath: cleanPathOf(page),
      logicalNames: [...page.logicalNames],
    }));

    expect(actual.sort(byFile)).toEqual([...contractRows].sort(byFile));
  });

  it('has unique names, files and logical names', () => {
    const names = rows.map((page) => page.name);
    const files = rows.map((page) => page.file);
    const logicalNames = rows.flatMap((page) => page.logicalNames);

    expect(new Set(names).size).toBe(names.length);
    expect(new Set(files).size).toBe(files.length);
    expect(new Set(logicalNames).size).toBe(logicalNames.length);
  });

  it('names each page after its file, landing after its logical name', () => {
    for (const page of rows) {
      const expected = page.file === 'index.html' ? 'landing' : page.file.replace(/\.html$/, '');
      expect(page.name).toBe(expected);
    }
  });

  it('keeps the native product screen out of the table', () => {
    expect(rows.some((page) => page.logicalNames.includes('product'))).toBe(false);
  });
});

describe('cleanPathOf', () => {
  it('answers landing at exactly /', () => {
    expect(cleanPathOf(findPage('landing'))).toBe('/');
  });

  it('answers other pages at /<name>', () => {
    expect(cleanPathOf(findPage('repaymentOfCode2'))).toBe('/repaymentOfCode2');
    expect(
      cleanPathOf({
        name: 'x',
        file: 'index.html',
        logicalNames: ['x'],
        title: 'X',
        render: 'hydrated',
      }),
    ).toBe('/');
    expect(
      cleanPathOf({
        name: 'x',
        file: 'x.html',
        logicalNames: ['x'],
        title: 'X',
        render: 'hydrated',
      }),
    ).toBe('/x');
  });
});

describe('findPage', () => {
  it('returns the row of a page', () => {
    expect(findPage('bindCard')).toEqual({
      name: 'bindCard',
      file: 'bindCard.html',
      logicalNames: ['bindCard', 'bindBank'],
      title: 'Payment account information',
      render: 'hydrated',
    });
  });

  it('throws for an unknown name', () => {
    expect(() => findPage('product' as PageName)).toThrow('No page named product');
    expect(() => findPage('orderDetail.html' as PageName)).toThrow(
      'No page named orderDetail.html',
    );
  });
});
