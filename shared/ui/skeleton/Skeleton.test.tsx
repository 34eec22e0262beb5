import path from 'node:path';
import { render } from '@testing-library/react';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';
import { Skeleton, sizeClassName, skeletonLengths, type SkeletonWidth } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.textContent).toBe('');
  });

  it('takes its size from classes, never a style attribute (the CSP allows none)', () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('style')).toBeNull();
    const other = render(<Skeleton width="40%" height="2rem" />).container
      .firstElementChild as HTMLElement;
    expect(block.className).not.toBe(other.className);
  });

  it('has a rule for every size it offers, of that size', () => {
    // Tests run from the project root.
    const css = sass.compile(path.resolve('shared/ui/skeleton/Skeleton.module.scss')).css;
    const rule = (name: string) =>
      new RegExp(`\\.${name}\\s*\\{\\s*([a-z]+):\\s*([^;]+);`).exec(css)?.slice(1, 3);
    const shares = Array.from({ length: 13 }, (_, step) => `${30 + step * 5}%` as SkeletonWidth);
    for (const width of [...shares, ...skeletonLengths]) {
      const css = typeof width === 'number' ? `${width}px` : width;
      expect(rule(sizeClassName('width', width)), String(width)).toEqual(['width', css]);
    }
    for (const height of skeletonLengths) {
      const css = typeof height === 'number' ? `${height}px` : height;
      expect(rule(sizeClassName('height', height)), String(height)).toEqual(['height', css]);
    }
  });
});
