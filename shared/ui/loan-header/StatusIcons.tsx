// The seven status pictures and the declined application's as inline line SVGs (a 24-unit grid, drawn in the text colour).
// Decorative: the notice text beside the icon says what the status is.
import type { ReactNode } from 'react';
import { LineIcon } from '../icon/icons.tsx';
import type { HeaderIconName } from './statusIcon.ts';

const glyphs: Record<HeaderIconName, ReactNode> = {
  // A magnifying glass.
  'status-21': (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  // A document with a tick.
  'status-110': (
    <>
      <path d="M7 3h7l4 4v14H7z" />
      <path d="M10 14l2 2 4-4" />
    </>
  ),
  // A paper plane.
  'status-151': (
    <>
      <path d="M21 3L10 14" />
      <path d="M21 3l-6 18-4-8-8-4z" />
    </>
  ),
  // A calendar.
  'status-174': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 10h18" />
    </>
  ),
  // A warning triangle.
  'status-180': (
    <>
      <path d="M12 3l10 18H2z" />
      <path d="M12 10v4M12 17.5v.01" />
    </>
  ),
  // A ticked circle.
  'status-200': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  // A document struck through: the application did not go through.
  'application-declined': (
    <>
      <path d="M7 3h7l4 4v14H7z" />
      <path d="M10 12l5 5M15 12l-5 5" />
    </>
  ),
  // A clock.
  'status-default': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
};

export function StatusIconGlyph({ name, size = 28 }: { name: HeaderIconName; size?: number }) {
  return (
    <LineIcon size={size} name={name}>
      {glyphs[name]}
    </LineIcon>
  );
}
