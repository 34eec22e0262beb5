// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paddedTable } from './markdown-table.ts';

describe('paddedTable', () => {
  it('pads every column to its widest cell', () => {
    expect(
      paddedTable(
        ['page', 'JS gzip'],
        [
          ['orderDetail', '84.8 kB'],
          ['aboutUs', '0.0 kB'],
        ],
      ),
    ).toBe(
      [
        '| page        | JS gzip |',
        '| ----------- | ------- |',
        '| orderDetail | 84.8 kB |',
        '| aboutUs     | 0.0 kB  |',
      ].join('\n'),
    );
  });
});
