import { useEffect, useRef, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from '../../../components/icons';
import styles from './forms.module.css';

/** The confirmation that replaces a sent form; focused when it appears so screen readers start there. */
export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.success} role="status">
      <CheckCircleIcon size={32} />
      <p className={styles.successTitle}>{title}</p>
      {children}
    </div>
  );
}

/** A message about the whole form (the server refused it, or could not be reached). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      <AlertIcon size={18} /> {message}
    </p>
  );
}
