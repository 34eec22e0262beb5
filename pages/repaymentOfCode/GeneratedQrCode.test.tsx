import { describe, expect, it } from 'vitest';
import { qrPath } from './GeneratedQrCode.tsx';

describe('GeneratedQrCode', () => {
  it('encodes the pay code: a version 1 code (21 modules) plus its border, finder marks drawn', () => {
    const { size, path } = qrPath('730061204175');
    expect(size).toBe(25);
    // The top-left finder mark starts right inside the border.
    expect(path.startsWith('M2 2h1v1h-1z')).toBe(true);
  });
});
