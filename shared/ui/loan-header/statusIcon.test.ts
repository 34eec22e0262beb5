// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { statusIcon } from './statusIcon.ts';

describe('statusIcon', () => {
  it.each([
    [21, 'status-21'],
    [110, 'status-110'],
    [151, 'status-151'],
    [174, 'status-174'],
    [180, 'status-180'],
    [200, 'status-200'],
  ])('status %i has its own icon %s', (orderStatus, icon) => {
    expect(statusIcon(orderStatus)).toBe(icon);
  });

  it.each([0, 20, 99, 170, 201, -174, 174.5, Number.NaN])(
    'status %s shows the default icon',
    (orderStatus) => {
      expect(statusIcon(orderStatus)).toBe('status-default');
    },
  );
});
