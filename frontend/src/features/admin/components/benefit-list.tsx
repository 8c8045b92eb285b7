import { useEffect, useId, useRef, useState } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { MAX_BENEFITS, type PackageForm } from '../lib/package-form';
import styles from '../../../components/admin-ui.module.css';
import local from './package-editor.module.css';

type PackageFormApi = UseFormReturn<PackageForm, unknown, unknown>;

/**
 * The package's benefits, one text field each, added, removed and reordered in place. After a
 * change the focus goes to the row that now holds the edited benefit (or the one before a removed row).
 */
export function BenefitList({ form }: { form: PackageFormApi }) {
  const id = useId();
  const benefits = form.watch('benefitList');
  const rows = useRef<Array<HTMLInputElement | null>>([]);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const { errors, isSubmitted } = form.formState;
  const listError = (get(errors, 'benefitList') as { message?: string } | undefined)?.message;

  useEffect(() => {
    if (focusRow === null) return;
    rows.current[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const change = (next: string[], focus: number | null) => {
    form.setValue('benefitList', next, { shouldDirty: true, shouldValidate: isSubmitted || !!get(errors, 'benefitList') });
    setFocusRow(focus);
  };
  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    const next = [...benefits];
    [next[index], next[target]] = [next[target]!, next[index]!];
    change(next, target);
  };

  return (
    <fieldset className={local.benefits}>
      <legend className={styles.controlLabel}>Benefits</legend>
      {benefits.length ? (
        <ol className={local.benefitList}>
          {benefits.map((benefit, index) => {
            const error = (get(errors, `benefitList.${index}`) as { message?: string } | undefined)?.message;
            return (
              <li key={index} className={local.benefit}>
                <div className={local.benefitRow}>
                  <TextField
                    id={`${id}-benefit-${index}`}
                    label={`Benefit ${index + 1}`}
                    hideLabel
                    className={local.grow}
                    ref={(el) => {
                      rows.current[index] = el;
                    }}
                    value={benefit}
                    error={error}
                    onChange={(e) =>
                      form.setValue(`benefitList.${index}`, e.target.value, { shouldDirty: true, shouldValidate: isSubmitted || !!error })
                    }
                    onBlur={() => void form.trigger(`benefitList.${index}`)}
                  />
                  <span className={local.benefitButtons}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      aria-label={`Move benefit ${index + 1} up`}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => move(index, 1)}
                      disabled={index === benefits.length - 1}
                      aria-label={`Move benefit ${index + 1} down`}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        change(
                          benefits.filter((_, i) => i !== index),
                          Math.max(0, index - 1),
                        )
                      }
                      aria-label={`Remove benefit ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {listError ? (
        <p className={styles.fieldError} role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => change([...benefits, ''], benefits.length)}
        disabled={benefits.length >= MAX_BENEFITS}
      >
        Add benefit
      </Button>
    </fieldset>
  );
}
