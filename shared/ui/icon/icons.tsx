// Inline SVG icons: a few hundred bytes each, no icon font or image request. Decorative only: the
// button around an icon carries the accessible name.

import type { ReactNode } from 'react';

interface IconProps {
  /** Edge length in CSS px. */
  size?: number;
}

/** The shared frame of the line icons: a 24-unit grid drawn in the text colour. */
function LineIcon({ size = 24, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </LineIcon>
  );
}
