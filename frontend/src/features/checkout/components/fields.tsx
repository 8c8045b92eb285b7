import { useId, type ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import styles from './checkout.module.css';

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
