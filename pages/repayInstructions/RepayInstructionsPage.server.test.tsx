// @vitest-environment node
// The build renders the instructions in Node: the HTML alone carries every step and every picture,
// each picture with its size, so nothing moves when the images arrive.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RepayInstructionsPage } from './RepayInstructionsPage.tsx';

describe('payment instructions rendered at build time', () => {
  it('renders with no browser around it, every picture an island with its width and height', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<RepayInstructionsPage />);
    for (const island of [
      'shotReference',
      'shotWalletBills',
      'shotWalletBiller',
      'shotStoreSlip',
      'helpLink',
    ]) {
      expect(html).toContain(`data-island="${island}"`);
    }
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image).toMatch(/width="180"/);
      expect(image).toMatch(/height="360"/);
      expect(image).toMatch(/alt="[^"]{20,}"/);
    }
  });
});
