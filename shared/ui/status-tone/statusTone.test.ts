// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withSettings } from '../../../tests/setup/withSettings.ts';
import {
  daysOverdue,
  dueDateTone,
  orderStatusTone,
  overdueChipText,
  type StatusTone,
  statusTextTone,
} from './statusTone.ts';

const read = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
const tokens = read('../../../styles/_tokens.scss');
const palette = read('./_palette.scss');

function token(name: string): string {
  const match = new RegExp(`^\\$${name}: (#[0-9a-f]{6});`, 'im').exec(tokens);
  if (!match?.[1]) throw new Error(`no colour token $${name}`);
  return match[1];
}

/** Each tone's strong and soft colour as the palette (_palette.scss) names them. */
function paletteOf(tone: StatusTone): { strong: string; soft: string } {
  const match = new RegExp(`\\b${tone}:\\s*\\(\\s*\\$([\\w-]+),\\s*\\$([\\w-]+),?\\s*\\)`).exec(
    palette,
  );
  if (!match?.[1] || !match[2]) throw new Error(`no palette entry for ${tone}`);
  return { strong: token(match[1]), soft: token(match[2]) };
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const tones: StatusTone[] = [
  'processing',
  'approved',
  'due',
  'overdue',
  'repaid',
  'failed',
  'neutral',
];

describe('status tone colours', () => {
  it('reads as the WCAG 2.x ratio (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(tones)(
    '%s: white on the band, the tone on its soft colour, and text and muted text on the soft colour are AA (4.5:1)',
    (tone) => {
      const { strong, soft } = paletteOf(tone);
      expect(contrast(token('tone-text'), strong)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(strong, soft)).toBeGreaterThanOrEqual(4.5);
      // The loan header sets its words on the soft colour.
      expect(contrast(token('text'), soft)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token('muted'), soft)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('says the state: in progress blue, due amber, late or failed red, repaid green, unknown grey', () => {
    expect(paletteOf('processing')).toEqual(paletteOf('approved'));
    expect(paletteOf('processing').strong).toBe(token('tone-processing'));
    expect(paletteOf('due').strong).toBe(token('tone-due'));
    expect(paletteOf('overdue').strong).toBe(token('tone-overdue'));
    expect(paletteOf('repaid').strong).toBe(token('tone-repaid'));
    expect(paletteOf('failed')).toEqual(paletteOf('overdue'));
    expect(paletteOf('neutral').strong).toBe(token('tone-neutral'));
    // Due is warm, never the grey of an unknown or finished state: red well above blue.
    const [red = 0, , blue = 0] = [1, 3, 5].map((start) =>
      parseInt(token('tone-due').slice(start, start + 2), 16),
    );
    expect(red - blue).toBeGreaterThan(100);
    // Five colours, each state told apart (in review and approved are both in progress; a late
    // loan and a failed application both call for attention now).
    expect(new Set(tones.map((tone) => paletteOf(tone).strong)).size).toBe(5);
    expect(new Set(tones.map((tone) => paletteOf(tone).soft)).size).toBe(5);
  });
});

describe('orderStatusTone', () => {
  it('maps every status the spec names to its group', () => {
    expect(orderStatusTone(21)).toBe('processing');
    expect(orderStatusTone(110)).toBe('approved');
    expect(orderStatusTone(151)).toBe('approved');
    expect(orderStatusTone(170)).toBe('approved');
    expect(orderStatusTone(174)).toBe('due');
    expect(orderStatusTone(180)).toBe('overdue');
    expect(orderStatusTone(200)).toBe('repaid');
  });

  it('gives an unknown status the neutral tone', () => {
    expect(orderStatusTone(0)).toBe('neutral');
    expect(orderStatusTone(99)).toBe('neutral');
  });
});

describe('statusTextTone', () => {
  it.each([
    ['Overdue', 'overdue'],
    ['Repayment due', 'due'],
    ['Repaid', 'repaid'],
    ['Resolved', 'repaid'],
    ['Approved', 'approved'],
    ['Disbursed', 'approved'],
    ['Processing', 'processing'],
    ['Under review', 'processing'],
    ['Declined', 'failed'],
    ['Not approved', 'failed'],
    ['Something else', 'neutral'],
    ['', 'neutral'],
  ] as const)('%s shows as %s', (text, tone) => {
    expect(statusTextTone(text)).toBe(tone);
  });
});

describe('overdue days', () => {
  const now = Date.parse('2026-03-10T04:00:00Z');

  it('counts whole days past the due date in the market calendar', () => {
    expect(daysOverdue('2026-03-03', now)).toBe(7);
    expect(daysOverdue('2026-03-09', now)).toBe(1);
  });

  it('is undefined on or before the due date, or for a date it cannot read', () => {
    expect(daysOverdue('2026-03-10', now)).toBeUndefined();
    expect(daysOverdue('2026-04-01', now)).toBeUndefined();
    expect(daysOverdue('soon', now)).toBeUndefined();
  });

  it('a repayment is due until its date has passed, then overdue with the days', () => {
    expect(dueDateTone('2026-03-10', now)).toEqual({ tone: 'due' });
    expect(dueDateTone('2026-03-03', now)).toEqual({ tone: 'overdue', overdueDays: 7 });
  });

  it("words the chip 'Overdue · N days'", () => {
    expect(overdueChipText(7)).toBe('Overdue · 7 days');
    expect(overdueChipText(1)).toBe('Overdue · 1 day');
  });
});

describe('overdue days with the Philippine date format', () => {
  withSettings({ VITE_DATE_FORMAT: 'MMM D, YYYY' });

  it('counts the same days: the count reads dates, not how they are written', () => {
    const now = Date.parse('2026-03-10T04:00:00Z');
    expect(daysOverdue('2026-03-03', now)).toBe(7);
    expect(daysOverdue('2026-03-10', now)).toBeUndefined();
  });
});
