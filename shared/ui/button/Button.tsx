// The one button: a real <button>, at least 48px tall, growing with its label at large text sizes.
import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.scss';

type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: brand background and font colour; secondary: outlined; text: no box. */
  variant?: ButtonVariant;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /**
   * The action it started is still running: disabled and aria-busy, label unchanged so nothing
   * moves under the borrower's finger.
   */
  pending?: boolean;
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  pending = false,
  disabled,
  // Submit only where a form asks for it: a stray submit reloads the page.
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {children}
    </button>
  );
}
