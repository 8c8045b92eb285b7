import { passwordChecklist } from '@filebridge/contracts';
import { CheckIcon } from './icons';
import { cx } from '../lib/cx';
import styles from './password-checklist.module.css';

/** The new-password rules as a list that fills in while the person types. */
export function PasswordChecklist({ id, value }: { id: string; value: string }) {
  return (
    <ul id={id} className={styles.checks} aria-label="Password requirements">
      {passwordChecklist(value).map((c) => (
        <li key={c.label} className={cx(c.met && styles.met)}>
          {c.met ? <CheckIcon size={14} /> : <span className={styles.dot} aria-hidden="true" />}
          {c.label}
          <span className="visually-hidden">{c.met ? ' (done)' : ' (not yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
