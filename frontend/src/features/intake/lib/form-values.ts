import { completeSchema, draftSchema, fieldMessages, intakeFormOf, type IntakeForm, type IntakeFieldSpec } from '@filebridge/contracts';
import type { IntakeValues, MyIntake } from '../api/intake';

/** The contracts' form for an answer, rebuilt here so the browser checks each field with the server's rule. */
export function formOfAnswer(answer: Pick<MyIntake, 'family' | 'variant' | 'state' | 'ourAgent'>): IntakeForm | undefined {
  return intakeFormOf(answer.family, answer.variant, {
    state: answer.state ?? undefined,
    thisYear: new Date().getFullYear(),
    ourAgent: answer.ourAgent,
  });
}

/** Where the form starts: the saved draft, or else what the customer last submitted for the same kind of filing. */
export function startingValues(answer: MyIntake): { values: IntakeValues; fromOrderNumber: string | null } {
  const saved = Object.keys(answer.values).length > 0 || Object.keys(answer.masked).length > 0;
  if (saved || !answer.prefill) return { values: answer.values, fromOrderNumber: null };
  return { values: answer.prefill.values, fromOrderNumber: answer.prefill.fromOrderNumber };
}

/** An empty entry of a list, one blank per field. */
export function emptyItem(spec: IntakeFieldSpec): Record<string, unknown> {
  return Object.fromEntries((spec.item ?? []).map((f) => [f.key, f.kind === 'boolean' ? false : '']));
}

/**
 * What is sent: blanks left out (a draft keeps what was answered), lists without their wholly blank
 * entries. A tax id left blank is left out too, which keeps the one saved.
 */
export function valuesToSend(values: IntakeValues): IntakeValues {
  const out: IntakeValues = {};
  for (const [key, value] of Object.entries(values)) {
    const cleaned = clean(value);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([k, v]) => {
      const c = clean(v);
      return c === undefined || c === false ? [] : [[k, c] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/**
 * The messages the form shows inline, by field path, from the same rules the server applies. A tax
 * id saved before counts as given: the browser never holds it, the server does.
 */
export function checkValues(
  form: IntakeForm,
  values: IntakeValues,
  mode: 'draft' | 'complete',
  saved: readonly string[],
): Record<string, string> {
  const sent = valuesToSend(values);
  const result = (mode === 'draft' ? draftSchema(form) : completeSchema(form)).safeParse(sent);
  if (result.success) return {};
  const messages = fieldMessages(result.error);
  for (const key of saved) if (sent[key] === undefined) delete messages[key];
  return messages;
}

/** A refused request's per-field messages (`values.members[0].name`), keyed as the form keys them. */
export function serverMessages(details: unknown): Record<string, string> {
  if (!Array.isArray(details)) return {};
  const out: Record<string, string> = {};
  for (const d of details as { path?: unknown; message?: unknown }[]) {
    if (typeof d.path === 'string' && typeof d.message === 'string') out[d.path.replace(/^values\.?/, '')] ??= d.message;
  }
  return out;
}
