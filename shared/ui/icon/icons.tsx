// Inline SVG icons: a few hundred bytes each, no icon font or image request. Decorative only: the
// button around an icon carries the accessible name.

import type { ReactNode } from 'react';

interface IconProps {
  /** Edge length in CSS px. */
  size?: number;
  className?: string;
}

interface LineIconProps extends IconProps {
  className?: string;
  /** Names the drawing for tests and styles (data-icon). */
  name?: string;
  children: ReactNode;
}

/** The shared frame of the line icons: a 24-unit grid drawn in the text colour. */
function LineIcon({ size = 24, className, name, children }: LineIconProps) {
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

/** A payment channel without a logo of its own: a wallet. */
export function WalletIcon(props: IconProps) {
  return (
    <LineIcon name="wallet" {...props}>
      <path d="M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h11v2" />
      <path d="M16 13h.01" />
    </LineIcon>
  );
}

/** Points on to what a row opens (a list row, a link). */
export function ChevronIcon({ size = 20, ...props }: IconProps) {
  return (
    <LineIcon size={size} name="chevron" {...props}>
      <path d="M9 6l6 6-6 6" />
    </LineIcon>
  );
}

/** A failure: something could not be done or loaded. */
export function FailureIcon(props: IconProps) {
  return (
    <LineIcon name="failure" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </LineIcon>
  );
}

/** An empty list: an open tray with nothing in it. */
export function EmptyIcon(props: IconProps) {
  return (
    <LineIcon name="empty" {...props}>
      <path d="M3 13l2.5-7h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="M3 13h5l1.5 2.5h5L16 13h5" />
    </LineIcon>
  );
}

/** Done: the borrower's action went through. */
export function SuccessIcon(props: IconProps) {
  return (
    <LineIcon name="success" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.75 2.75L16.5 9.5" />
    </LineIcon>
  );
}

/** No connection: a signal struck through. */
export function NoConnectionIcon(props: IconProps) {
  return (
    <LineIcon name="no-connection" {...props}>
      <path d="M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5v.01M3 3l18 18" />
    </LineIcon>
  );
}

/** Trouble on the service's side: a server. */
export function ServerTroubleIcon(props: IconProps) {
  return (
    <LineIcon name="server-trouble" {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 12h18M7 8h.01M7 16h.01" />
    </LineIcon>
  );
}
