// Inline SVG icons: a few hundred bytes each, no icon font or image request. Decorative only: the
// button around an icon carries the accessible name.

import type { ReactNode } from 'react';

interface IconProps {
  /** Edge length in CSS px. */
  size?: number;
}

export interface LineIconProps extends IconProps {
  className?: string;
  /** Names the drawing for tests and styles (data-icon). */
  name?: string;
  children: ReactNode;
}

/** The shared frame of the line icons: a 24-unit grid drawn in the text colour. */
export function LineIcon({ size = 24, className, name, children }: LineIconProps) {
  return (
    <svg
      className={className}
      data-icon={name}
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

export function PhoneIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />
    </LineIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </LineIcon>
  );
}
