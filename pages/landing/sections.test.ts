// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landingSections, sectionAtLine, sectionFromHash, type SectionTop } from './sections.ts';

describe('landing sections', () => {
  it('are the five nav entries of the spec, in order', () => {
    expect(landingSections.map((section) => section.label)).toEqual([
      'Home Page',
      'Procedures',
      'Q&A',
      'Contact us',
      'Privacy Policy',
    ]);
    // Marketers link to /#qa.
    expect(landingSections[2]?.id).toBe('qa');
    expect(new Set(landingSections.map((section) => section.id)).size).toBe(5);
  });
});

describe('sectionFromHash', () => {
  it('names the section of a hash', () => {
    expect(sectionFromHash('#qa')).toBe('qa');
    expect(sectionFromHash('#policy')).toBe('policy');
    expect(sectionFromHash('contact')).toBe('contact');
  });

  it('names none for an empty, unknown or garbled hash', () => {
    expect(sectionFromHash('')).toBeUndefined();
    expect(sectionFromHash('#')).toBeUndefined();
    expect(sectionFromHash('#contact-name')).toBeUndefined();
    expect(sectionFromHash('#QA')).toBeUndefined();
    expect(sectionFromHash('#%E0%A4%A')).toBeUndefined();
  });

  it('reads an escaped hash', () => {
    expect(sectionFromHash('#%71a')).toBe('qa');
  });
});

describe('sectionAtLine', () => {
  const tops = (values: number[]): SectionTop[] =>
    landingSections.map((section, index) => ({ id: section.id, top: values[index] ?? 0 }));

  it('is the first section at the top of the page', () => {
    expect(sectionAtLine(tops([48, 700, 1500, 2300, 3100]), 48)).toBe('home');
  });

  it('is the last section whose top has reached the line under the nav', () => {
    expect(sectionAtLine(tops([-800, -100, 600, 1400, 2200]), 48)).toBe('procedures');
    expect(sectionAtLine(tops([-2300, -1600, -800, -10, 700]), 48)).toBe('contact');
  });

  it('counts a section stopped at the line by its anchor, give or take rounding', () => {
    expect(sectionAtLine(tops([-1500, -800, 48.4, 900, 1700]), 48)).toBe('qa');
    expect(sectionAtLine(tops([-1500, -800, 55, 900, 1700]), 48)).toBe('qa');
    expect(sectionAtLine(tops([-1500, -800, 120, 900, 1700]), 48)).toBe('procedures');
  });

  it('is the first section when the page starts below the line, and none without sections', () => {
    expect(sectionAtLine(tops([300, 900, 1500, 2300, 3100]), 48)).toBe('home');
    expect(sectionAtLine([], 48)).toBeUndefined();
  });
});
