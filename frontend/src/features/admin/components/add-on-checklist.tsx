import { ADD_ON_KEYS, ADD_ONS, type AddOnKey } from '@filebridge/contracts';
import styles from '../../../components/admin-ui.module.css';
import local from './add-on-checklist.module.css';

export interface AddOnChecklistProps {
  legend: string;
  hint: string;
  value: readonly AddOnKey[];
  onChange: (next: AddOnKey[]) => void;
  disabled?: boolean;
}

/** One checkbox per checkout add-on; the set it reports is in the order the checkout shows add-ons. */
export function AddOnChecklist({ legend, hint, value, onChange, disabled }: AddOnChecklistProps) {
  const toggle = (key: AddOnKey, on: boolean) => onChange(ADD_ON_KEYS.filter((k) => (k === key ? on : value.includes(k))));
  return (
    <fieldset className={local.checklist} disabled={disabled}>
      <legend className={styles.controlLabel}>{legend}</legend>
      <div className={local.options}>
        {ADD_ON_KEYS.map((key) => (
          <label key={key} className={local.option}>
            <input type="checkbox" checked={value.includes(key)} onChange={(e) => toggle(key, e.target.checked)} />
            {ADD_ONS[key].label}
          </label>
        ))}
      </div>
      <p className={styles.fieldHint}>{hint}</p>
    </fieldset>
  );
}
