import { useId, type ReactNode } from 'react';
import styles from './forms.module.css';

interface BaseProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLElement | null) => void;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? null : <span className={styles.optional}> (optional)</span>}
    </label>
  );
}

function Messages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends BaseProps {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
}

export function TextField({
  label,
  name,
  value,
  error,
  hint,
  required,
  disabled,
  onChange,
  onBlur,
  inputRef,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
}: TextFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.control}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  value,
  error,
  hint,
  required,
  disabled,
  onChange,
  onBlur,
  inputRef,
  rows = 6,
}: BaseProps & { rows?: number }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        ref={inputRef}
        id={id}
        name={name}
        rows={rows}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.control}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  value,
  error,
  hint,
  required,
  disabled,
  onChange,
  onBlur,
  inputRef,
  options,
  placeholder,
}: BaseProps & { options: readonly string[]; placeholder: string }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.control}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
