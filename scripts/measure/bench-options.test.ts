// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchOptions } from './bench-options.ts';

describe('benchOptions', () => {
  it('builds into dist/ unless told otherwise', () => {
    expect(benchOptions([], {})).toEqual({ build: true, outDir: 'dist', runs: 3 });
    expect(benchOptions(['--no-build'], { BUILD_DIR: 'dist-x' })).toEqual({
      build: false,
      outDir: 'dist-x',
      runs: 3,
    });
    expect(benchOptions(['--out', 'dist-bench'], { BUILD_DIR: 'dist-x' }).outDir).toBe(
      'dist-bench',
    );
    expect(() => benchOptions(['--out'], {})).toThrow('--out needs a folder');
  });

  it('measures only the pages named after --pages', () => {
    expect(benchOptions(['--no-build', '--pages', 'orderDetail,error'], {})).toEqual({
      build: false,
      outDir: 'dist',
      pages: ['orderDetail', 'error'],
      runs: 3,
    });
    expect(() => benchOptions(['--pages'], {})).toThrow('--pages needs page names');
  });

  it('changes only the simulated settings named after --throttle', () => {
    expect(
      benchOptions(['--throttle', 'throughputKbps=100000,cpuSlowdownMultiplier=1'], {}),
    ).toEqual({
      build: true,
      outDir: 'dist',
      runs: 3,
      throttle: { throughputKbps: 100000, cpuSlowdownMultiplier: 1 },
    });
    expect(benchOptions(['--throttle', 'rttMs=0'], {}).throttle).toEqual({ rttMs: 0 });
    for (const bad of [
      '',
      'rtt=0',
      'rttMs=',
      'rttMs=fast',
      'rttMs=-1',
      'rttMs=0=5',
      'requestLatencyMs=0',
    ]) {
      expect(() => benchOptions(['--throttle', bad], {})).toThrow('--throttle');
    }
    expect(() => benchOptions(['--throttle'], {})).toThrow('--throttle needs name=number pairs');
  });

  it('measures in Chromium with the load applied with --observed', () => {
    expect(benchOptions(['--observed', '--no-build'], {})).toEqual({
      build: false,
      outDir: 'dist',
      runs: 3,
      observed: true,
    });
    expect(benchOptions([], {}).observed).toBeUndefined();
  });

  it('serves over HTTP/2 with --h2', () => {
    expect(benchOptions(['--h2'], {}).h2).toBe(true);
    expect(benchOptions([], {}).h2).toBeUndefined();
  });

  it('audits each page --runs times', () => {
    expect(benchOptions(['--runs', '5'], {}).runs).toBe(5);
    expect(benchOptions(['--runs', '1'], {}).runs).toBe(1);
    for (const bad of [['--runs'], ['--runs', '0'], ['--runs', 'two'], ['--runs', '2.5']]) {
      expect(() => benchOptions(bad, {})).toThrow('--runs needs a whole number, 1 or more');
    }
  });
});
