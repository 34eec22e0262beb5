// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  isCompletePath,
  type PickerOption,
  pickerColumns,
} from './pickerOptions.ts';

const provinces: PickerOption[] = [
  {
    value: 'NCR',
    label: 'Metro Manila',
    children: [
      { value: 'MKT', label: 'Makati' },
      { value: 'QC', label: 'Quezon City' },
    ],
  },
  { value: 'CEB', label: 'Cebu', children: [{ value: 'CEBC', label: 'Cebu City' }] },
  { value: 'X', label: 'Other' },
];

describe('picker options', () => {
  it('finds the options along a path, stopping at the first unknown value', () => {
    expect(chosenOptions(provinces, ['NCR', 'QC']).map((option) => option.label)).toEqual([
      'Metro Manila',
      'Quezon City',
    ]);
    expect(chosenOptions(provinces, ['NCR', 'nope']).map((option) => option.label)).toEqual([
      'Metro Manila',
    ]);
    expect(chosenOptions(provinces, [])).toEqual([]);
  });

  it('adds a column for each chosen option that has children', () => {
    expect(pickerColumns(provinces, []).map((column) => column.length)).toEqual([3]);
    expect(pickerColumns(provinces, ['NCR']).map((column) => column.length)).toEqual([3, 2]);
    expect(pickerColumns(provinces, ['X']).map((column) => column.length)).toEqual([3]);
  });

  it('calls a path complete only when it ends on a leaf', () => {
    expect(isCompletePath(provinces, ['NCR'])).toBe(false);
    expect(isCompletePath(provinces, ['NCR', 'MKT'])).toBe(true);
    expect(isCompletePath(provinces, ['X'])).toBe(true);
    expect(isCompletePath(provinces, ['X', 'extra'])).toBe(false);
    expect(isCompletePath(provinces, [])).toBe(false);
  });
});
