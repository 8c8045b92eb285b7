import type { IntakeFieldSpec } from '@filebridge/contracts';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { cx } from '../../../lib/cx';
import { emptyItem } from '../lib/form-values';
import styles from './intake.module.css';

type Value = unknown;

export interface FieldProps {
  spec: IntakeFieldSpec;
  /** The field's path in messages: `legalName`, `members[0].name`. */
  path: string;
  value: Value;
  onChange: (value: Value) => void;
  errors: Readonly<Record<string, string>>;
  /** The masked value saved for a tax id ("•••• 1234"), which a blank entry keeps. */
  saved?: string;
}

const ADDRESS_PARTS = [
  { key: 'street', label: 'Street address', autoComplete: 'address-line1' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'zip', label: 'ZIP code', autoComplete: 'postal-code' },
] as const;

const text = (v: Value): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const record = (v: Value): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** One field of an intake form, drawn from its spec, with its message from the same rule the server applies. */
export function IntakeField({ spec, path, value, onChange, errors, saved }: FieldProps) {
  const error = errors[path];
  const common = { label: spec.label, hint: spec.hint, optional: !spec.required, error, name: path };
  switch (spec.kind) {
    case 'text':
      return <TextField {...common} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'textarea':
      return <TextAreaField {...common} rows={3} value={text(value)} onChange={(e) => onChange(e.target.value)} className={styles.wide} />;
    case 'date':
      return <TextField {...common} type="date" value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          value={text(value)}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder="Choose…"
          options={spec.options ?? []}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'taxId':
      return (
        <TextField
          {...common}
          autoComplete="off"
          inputMode="numeric"
          value={text(value)}
          placeholder={saved}
          hint={saved ? `Saved as ${saved}. Leave it blank to keep it, or type a new one.` : spec.hint}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'boolean':
      return <Checkbox label={spec.label} checked={value === true} onChange={onChange} error={error} />;
    case 'choices':
      return <Choices spec={spec} path={path} value={value} onChange={onChange} error={error} />;
    case 'address':
      return <Address spec={spec} path={path} value={value} onChange={onChange} errors={errors} />;
    case 'list':
      return <List spec={spec} path={path} value={value} onChange={onChange} errors={errors} />;
  }
}

function Checkbox({
  label,
  checked,
  onChange,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
}) {
  return (
    <div className={styles.wide}>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} />
        <span>{label}</span>
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Group({ spec, error, children }: { spec: IntakeFieldSpec; error?: string; children: React.ReactNode }) {
  const messageId = useId();
  return (
    <fieldset
      className={cx(styles.group, styles.wide)}
      aria-describedby={error || spec.hint ? messageId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {spec.label}
        {spec.required ? null : <span className={styles.hint}> (optional)</span>}
      </legend>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : spec.hint ? (
        <p id={messageId} className={styles.hint}>
          {spec.hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

function Choices({ spec, path, value, onChange, error }: Omit<FieldProps, 'errors'> & { error?: string }) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <Group spec={spec} error={error}>
      {(spec.options ?? []).map((o) => (
        <label key={o.value} className={styles.check}>
          <input
            type="checkbox"
            name={path}
            checked={chosen.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </Group>
  );
}

function Address({ spec, path, value, onChange, errors }: FieldProps) {
  const parts = record(value);
  return (
    <Group spec={spec} error={errors[path]}>
      <div className={styles.grid}>
        {ADDRESS_PARTS.map((p) => (
          <TextField
            key={p.key}
            label={p.label}
            name={`${path}.${p.key}`}
            autoComplete={p.autoComplete}
            className={p.key === 'street' ? styles.wide : undefined}
            value={text(parts[p.key])}
            error={errors[`${path}.${p.key}`]}
            onChange={(e) => onChange({ ...parts, [p.key]: e.target.value })}
          />
        ))}
      </div>
    </Group>
  );
}

function List({ spec, path, value, onChange, errors }: FieldProps) {
  const entries = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const noun = spec.addLabel?.replace(/^Add an? /, '') ?? 'entry';
  const change = (i: number, key: string, v: unknown) => onChange(entries.map((e, j) => (j === i ? { ...e, [key]: v } : e)));
  return (
    <Group spec={spec} error={errors[path]}>
      {entries.map((entry, i) => (
        <div key={i} className={styles.entry}>
          <div className={styles.entryHead}>
            <span>
              {noun[0]!.toUpperCase() + noun.slice(1)} {i + 1}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(entries.filter((_, j) => j !== i))}
              aria-label={`Remove ${noun} ${i + 1}`}
            >
              Remove
            </Button>
          </div>
          <div className={styles.grid}>
            {(spec.item ?? []).map((item) => (
              <IntakeField
                key={item.key}
                spec={item}
                path={`${path}[${i}].${item.key}`}
                value={entry[item.key]}
                onChange={(v) => change(i, item.key, v)}
                errors={errors}
              />
            ))}
          </div>
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...entries, emptyItem(spec)])}>
          {spec.addLabel ?? 'Add'}
        </Button>
      </div>
    </Group>
  );
}
