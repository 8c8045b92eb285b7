import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../../../lib/cx';
import styles from './checkout.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** Labelled native select (keyboard and screen-reader friendly), styled like TextField. */
export function SelectField({ label, error, hint, placeholder, options, id, className, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={cx(styles.select, error && styles.invalid)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...rest}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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

export interface ChoiceCardProps {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  title: ReactNode;
  price: ReactNode;
  description: ReactNode;
  note?: ReactNode;
  name: string;
}

/** A checkbox presented as a card: the whole card is the label, so it is one click/tap target. */
export function ChoiceCard({ checked, disabled, onChange, title, price, description, note, name }: ChoiceCardProps) {
  const id = useId();
  return (
    <label htmlFor={id} className={cx(styles.choice, checked && styles.choiceChecked, disabled && styles.choiceDisabled)}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className={styles.choiceBox}
      />
      <span className={styles.choiceBody}>
        <span className={styles.choiceHead}>
          <span className={styles.choiceTitle}>{title}</span>
          <span className={styles.choicePrice}>{price}</span>
        </span>
        <span className={styles.choiceText}>{description}</span>
        {note ? <span className={styles.choiceNote}>{note}</span> : null}
      </span>
    </label>
  );
}
