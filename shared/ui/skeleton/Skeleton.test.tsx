import path from 'node:path';
import { render } from '@testing-library/react';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';
import { Skeleton, sizeValue, skeletonLengths, type SkeletonWidth } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.textContent).toBe('');
  });

  it('writes its size in attributes its rules read, never a style attribute (the CSP allows none)', () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('style')).toBeNull();
    expect(block.dataset).toMatchObject({ width: '120px', height: '2rem' });
    const full = render(<Skeleton />).container.firstElementChild as HTMLElement;
    expect(full.hasAttribute('data-width')).toBe(false);
    expect(full.hasAttribute('data-height')).toBe(false);
  });

  it('has a rule for every size it offers, of that size', () => {
    // Tests run from the project root.
    const css = sass.compile(path.resolve('shared/ui/skeleton/Skeleton.module.scss')).css;
    const rule = (axis: string, value: string) =>
      new RegExp(
        `\\.skeleton\\[data-${axis}=["']${value.replace('.', '\\.')}["']\\]\\s*\\{\\s*([a-z]+):\\s*([^;]+);`,
      )
        .exec(css)
        ?.slice(1, 3);
    const shares = Array.from({ length: 13 }, (_, step) => `${30 + step * 5}%` as SkeletonWidth);
    for (const width of [...shares, ...skeletonLengths]) {
      expect(rule('width', sizeValue(width)), String(width)).toEqual(['width', sizeValue(width)]);
    }
    for (const height of skeletonLengths) {
      expect(rule('height', sizeValue(height)), String(height)).toEqual([
        'height',
        sizeValue(height),
      ]);
    }
  });
});
