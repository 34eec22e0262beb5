import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GeneratedBarcode, { barcodeModules, barRuns } from './GeneratedBarcode.tsx';

describe('GeneratedBarcode', () => {
  it('encodes a numeric pay code as Code 128 (start C ... stop)', () => {
    const modules = barcodeModules('730061204175');
    // Start code C, then the stop pattern with its final bar.
    expect(modules?.startsWith('11010011100')).toBe(true);
    expect(modules?.endsWith('1100011101011')).toBe(true);
  });

  it('turns the modules into bars', () => {
    expect(barRuns('1101001')).toEqual([
      [0, 2],
      [3, 1],
      [6, 1],
    ]);
  });

  it('draws an SVG named by its code', () => {
    render(<GeneratedBarcode code="730061204175" />);
    const image = screen.getByRole('img', { name: 'Barcode of 730061204175' });
    expect(image.querySelectorAll('rect').length).toBeGreaterThan(20);
  });

  it('falls back to the code in words for text Code 128 cannot carry', () => {
    render(<GeneratedBarcode code="ÄÖ☃" />);
    screen.getByText('Give the cashier this code: ÄÖ☃');
  });
});
