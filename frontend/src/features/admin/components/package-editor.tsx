import type { PackageDto } from '@filebridge/contracts';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import type { AdminService } from '../api/admin-api';
import { useUpdatePackage } from '../api/queries';
import { AddOnChecklist } from './add-on-checklist';
import {
  formFromPackage,
  hasErrors,
  LIMITS,
  packagePatch,
  validatePackageForm,
  type PackageForm,
  type PackageFormErrors,
} from '../lib/package-form';
import styles from './admin.module.css';
import local from './package-editor.module.css';

export interface PackageEditorProps {
  pkg: PackageDto;
  onSaved: (service: AdminService) => void;
  onCancel: () => void;
}

type Field = Exclude<keyof PackageForm, 'benefitList' | 'popular' | 'includedAddOns'>;

/**
 * Edits one package. Validation mirrors the server (price $1.00–$100,000, title and button text
 * required, at least one non-empty benefit); messages show once a field is left or on Save. The
 * price is typed in dollars and sent as integer cents; only changed fields are sent. The included
 * add-ons are what the checkout and the server price by, not the benefit text.
 */
export function PackageEditor({ pkg, onSaved, onCancel }: PackageEditorProps) {
  const savePackage = useUpdatePackage();
  const [form, setForm] = useState<PackageForm>(() => formFromPackage(pkg));
  const [touched, setTouched] = useState<Partial<Record<Field | 'benefits', boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const benefitRefs = useRef<Array<HTMLInputElement | null>>([]);
  const formId = useId();

  const errors = validatePackageForm(form);
  const visible = (field: Field | 'benefits') => submitted || touched[field];
  const shown: PackageFormErrors = {
    title: visible('title') ? errors.title : undefined,
    price: visible('price') ? errors.price : undefined,
    pricePlus: visible('pricePlus') ? errors.pricePlus : undefined,
    description: visible('description') ? errors.description : undefined,
    buttonText: visible('buttonText') ? errors.buttonText : undefined,
    benefitList: visible('benefits') ? errors.benefitList : undefined,
    benefits: visible('benefits') ? errors.benefits : undefined,
  };
  const patch = packagePatch(pkg, form);
  const dirty = Object.keys(patch).length > 0;

  const set = <K extends keyof PackageForm>(key: K, value: PackageForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const touch = (field: Field | 'benefits') => () => setTouched((t) => ({ ...t, [field]: true }));

  const setBenefit = (index: number, value: string) =>
    set(
      'benefitList',
      form.benefitList.map((b, i) => (i === index ? value : b)),
    );
  const addBenefit = () => {
    set('benefitList', [...form.benefitList, '']);
    window.setTimeout(() => benefitRefs.current[form.benefitList.length]?.focus(), 0);
  };
  const removeBenefit = (index: number) => {
    set(
      'benefitList',
      form.benefitList.filter((_, i) => i !== index),
    );
    setTouched((t) => ({ ...t, benefits: true }));
    window.setTimeout(() => benefitRefs.current[Math.max(0, index - 1)]?.focus(), 0);
  };
  const moveBenefit = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= form.benefitList.length) return;
    const next = [...form.benefitList];
    [next[index], next[target]] = [next[target]!, next[index]!];
    set('benefitList', next);
    window.setTimeout(() => benefitRefs.current[target]?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      const first = document.querySelector<HTMLElement>(`[data-form="${formId}"] [aria-invalid="true"]`);
      first?.focus();
      return;
    }
    if (!dirty) {
      toast.info('There are no changes to save.');
      return;
    }
    setSaving(true);
    try {
      const service = await savePackage.mutateAsync({ id: pkg.id, body: patch });
      toast.success(`“${form.title.trim()}” saved. The public page shows it now.`);
      onSaved(service);
    } catch (error) {
      toast.error(errorMessage(error, 'The package could not be saved.'));
      setSaving(false);
    }
  };

  return (
    <form className={local.editor} onSubmit={onSubmit} noValidate aria-label={`Edit package ${pkg.title}`} data-form={formId}>
      <div className={local.row}>
        <Field label="Title" error={shown.title} grow>
          {(props) => (
            <input
              {...props}
              className={cx(styles.input, shown.title && styles.invalid)}
              value={form.title}
              maxLength={LIMITS.title}
              onChange={(e) => set('title', e.target.value)}
              onBlur={touch('title')}
            />
          )}
        </Field>
        <Field label="Price (USD)" error={shown.price} hint="$1.00 to $100,000">
          {(props) => (
            <span className={local.money}>
              <span aria-hidden="true">$</span>
              <input
                {...props}
                className={cx(styles.input, shown.price && styles.invalid)}
                inputMode="decimal"
                value={form.price}
                onChange={(e) => set('price', e.target.value)}
                onBlur={touch('price')}
              />
            </span>
          )}
        </Field>
        <Field label="Price suffix" error={shown.pricePlus} hint="e.g. “+ state fee”">
          {(props) => (
            <input
              {...props}
              className={cx(styles.input, shown.pricePlus && styles.invalid)}
              value={form.pricePlus}
              maxLength={LIMITS.pricePlus}
              onChange={(e) => set('pricePlus', e.target.value)}
              onBlur={touch('pricePlus')}
            />
          )}
        </Field>
      </div>

      <Field label="Description" error={shown.description} hint={`${form.description.trim().length}/${LIMITS.description} characters`}>
        {(props) => (
          <textarea
            {...props}
            className={cx(styles.textarea, shown.description && styles.invalid)}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            onBlur={touch('description')}
          />
        )}
      </Field>

      <fieldset className={local.benefits}>
        <legend className={styles.controlLabel}>Benefits</legend>
        {form.benefitList.length ? (
          <ol className={local.benefitList}>
            {form.benefitList.map((benefit, index) => {
              const error = shown.benefits?.[index];
              const id = `${formId}-benefit-${index}`;
              return (
                <li key={index} className={local.benefit}>
                  <div className={local.benefitRow}>
                    <label htmlFor={id} className="visually-hidden">
                      Benefit {index + 1}
                    </label>
                    <input
                      id={id}
                      ref={(el) => {
                        benefitRefs.current[index] = el;
                      }}
                      className={cx(styles.input, error && styles.invalid)}
                      value={benefit}
                      maxLength={LIMITS.benefit}
                      onChange={(e) => setBenefit(index, e.target.value)}
                      onBlur={touch('benefits')}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                    <span className={local.benefitButtons}>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => moveBenefit(index, -1)}
                        disabled={index === 0}
                        aria-label={`Move benefit ${index + 1} up`}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => moveBenefit(index, 1)}
                        disabled={index === form.benefitList.length - 1}
                        aria-label={`Move benefit ${index + 1} down`}
                      >
                        ↓
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => removeBenefit(index)} aria-label={`Remove benefit ${index + 1}`}>
                        Remove
                      </Button>
                    </span>
                  </div>
                  {error ? (
                    <p id={`${id}-error`} className={styles.fieldError}>
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : null}
        {shown.benefitList ? (
          <p className={styles.fieldError} role="alert">
            {shown.benefitList}
          </p>
        ) : null}
        <Button variant="outline" size="sm" onClick={addBenefit} disabled={form.benefitList.length >= LIMITS.benefits}>
          Add benefit
        </Button>
      </fieldset>

      <AddOnChecklist
        legend="Included add-ons"
        hint="Ticked and free at checkout for this package. The benefit text above does not change what is charged."
        value={form.includedAddOns}
        onChange={(next) => set('includedAddOns', next)}
      />

      <div className={local.row}>
        <Field label="Button text" error={shown.buttonText} grow>
          {(props) => (
            <input
              {...props}
              className={cx(styles.input, shown.buttonText && styles.invalid)}
              value={form.buttonText}
              maxLength={LIMITS.buttonText}
              onChange={(e) => set('buttonText', e.target.value)}
              onBlur={touch('buttonText')}
            />
          )}
        </Field>
        <label className={local.check}>
          <input type="checkbox" checked={form.popular} onChange={(e) => set('popular', e.target.checked)} />
          Mark as popular
        </label>
      </div>

      <div className={local.actions}>
        <span className={styles.fieldHint} aria-live="polite">
          {dirty ? 'Unsaved changes' : 'No changes yet'}
        </span>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={saving} loadingText="Saving...">
          Save package
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  grow?: boolean;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

function Field({ label, error, hint, grow, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cx(styles.control, grow && local.grow)}>
      <label htmlFor={id} className={styles.controlLabel}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} className={styles.fieldError}>
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
