import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from '../lib/cx';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

export function buttonClass({ variant = 'primary', size = 'md', block }: StyleProps, extra?: string): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  loading?: boolean;
  /** Text shown instead of children while loading (e.g. "Signing up..."). */
  loadingText?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, iconStart, iconEnd, loading, loadingText, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : iconStart}
      <span>{loading && loadingText ? loadingText : children}</span>
      {loading ? null : iconEnd}
    </button>
  );
});

export interface LinkButtonProps extends LinkProps, StyleProps {}

/** A router link styled as a button. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, block, iconStart, iconEnd, className, children, ...rest },
  ref,
) {
  return (
    <Link ref={ref} className={buttonClass({ variant, size, block }, className)} {...rest}>
      {iconStart}
      <span>{children}</span>
      {iconEnd}
    </Link>
  );
});

export interface ExternalLinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement>, StyleProps {
  href: string;
}

/** An external link styled as a button; opens in a new tab. */
export const ExternalLinkButton = forwardRef<HTMLAnchorElement, ExternalLinkButtonProps>(function ExternalLinkButton(
  { variant, size, block, iconStart, iconEnd, className, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant, size, block }, className)} {...rest}>
      {iconStart}
      <span>{children}</span>
      {iconEnd}
    </a>
  );
});
