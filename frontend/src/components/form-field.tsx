import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './form-field.module.css';

/** What every field shows around its control: a label, then an error or else a hint. */
interface FieldFrame {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Adds "(optional)" to the label, for a field the person may leave blank. */
  optional?: boolean;
  /** Keeps the label for screen readers only, where the field's place already says what it is for. */
  hideLabel?: boolean;
}

/**
 * The ids and ARIA a control needs: its message is announced with it, an error replaces the hint,
 * and a caller's own `aria-describedby` (e.g. a checklist beside the field) is kept after it.
 */
function useFrame(id: string | undefined, { error, hint }: FieldFrame, describedBy?: string) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const messageId = `${controlId}-message`;
  const described = [error || hint ? messageId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    messageId,
    aria: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const,
  };
}

function Frame({
  frame,
  controlId,
  messageId,
  className,
  children,
}: {
  frame: FieldFrame;
  controlId: string;
  messageId: string;
  className?: string;
  children: ReactNode;
}) {
  const { label, error, hint, optional, hideLabel } = frame;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrame & Omit<ComponentPropsWithRef<'input'>, 'children'>;

/** Labelled input with its error or hint wired through aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  optional,
  hideLabel,
  className,
  id,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const frame = { label, error, hint, optional, hideLabel };
  const { controlId, messageId, aria } = useFrame(id, frame, describedBy);
  return (
    <Frame frame={frame} controlId={controlId} messageId={messageId} className={className}>
      <input className={cx(styles.control, error && styles.invalid)} {...aria} {...rest} />
    </Frame>
  );
}

export type TextAreaFieldProps = FieldFrame & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

export function TextAreaField({ label, error, hint, optional, className, id, rows = 6, ...rest }: TextAreaFieldProps) {
  const frame = { label, error, hint, optional };
  const { controlId, messageId, aria } = useFrame(id, frame, rest['aria-describedby']);
  return (
    <Frame frame={frame} controlId={controlId} messageId={messageId} className={className}>
      <textarea rows={rows} className={cx(styles.control, styles.textarea, error && styles.invalid)} {...rest} {...aria} />
    </Frame>
  );
}

export type SelectOption = string | { value: string; label: string };

export type SelectFieldProps = FieldFrame &
  Omit<ComponentPropsWithRef<'select'>, 'children'> & {
    options: readonly SelectOption[];
    /** The first, empty choice ("Choose a state"): picking nothing leaves the field empty. */
    placeholder?: string;
  };

/** Labelled native select (keyboard and screen-reader friendly), styled like TextField. */
export function SelectField({ label, error, hint, optional, hideLabel, className, id, options, placeholder, ...rest }: SelectFieldProps) {
  const frame = { label, error, hint, optional, hideLabel };
  const { controlId, messageId, aria } = useFrame(id, frame, rest['aria-describedby']);
  return (
    <Frame frame={frame} controlId={controlId} messageId={messageId} className={className}>
      <select className={cx(styles.control, styles.select, error && styles.invalid)} {...rest} {...aria}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Frame>
  );
}
