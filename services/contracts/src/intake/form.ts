/**
 * One intake form: its fields and the rules across them, and the two schemas made from them. A
 * draft may leave anything out but what it gives must be right; the complete form needs every
 * required field and meets the rules across fields too.
 */
import { z } from 'zod';
import { draftOf, type IntakeField, type IntakeFieldSpec } from './fields';

export const INTAKE_FAMILIES = [
  'formation',
  'dba',
  'registered_agent',
  'annual_report',
  'amendment',
  'boir',
  'ein',
  'trademark',
  'copyright',
  'trucking',
] as const;
export type IntakeFamily = (typeof INTAKE_FAMILIES)[number];

export type IntakeValues = Record<string, unknown>;

export interface CrossFieldIssue {
  path: (string | number)[];
  message: string;
}

export interface IntakeForm {
  family: IntakeFamily;
  /** Which form of the family: the entity a formation forms, the trucking product. */
  variant: string;
  title: string;
  fields: readonly IntakeField[];
  /** Rules across fields, such as ownership adding up to 100%; read only on the complete form. */
  checks?: (values: IntakeValues) => CrossFieldIssue[];
}

export const specsOf = (form: IntakeForm): IntakeFieldSpec[] => form.fields.map((f) => f.spec);

/** The keys whose values are sealed at rest. */
export const sensitiveKeys = (form: IntakeForm): string[] => form.fields.filter((f) => f.spec.sensitive).map((f) => f.spec.key);

export function draftSchema(form: IntakeForm) {
  return z.strictObject(Object.fromEntries(form.fields.map((f) => [f.spec.key, draftOf(f)])), {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `This form has no field ${issue.keys.join(', ')}.` : undefined),
  });
}

export function completeSchema(form: IntakeForm) {
  const shape = Object.fromEntries(form.fields.map((f) => [f.spec.key, f.spec.required ? f.rule : draftOf(f)]));
  return z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `This form has no field ${issue.keys.join(', ')}.` : undefined),
    })
    .superRefine((values, ctx) => {
      for (const issue of form.checks?.(values) ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

/** A field's path as the API names it: keys joined by dots, list entries in brackets (`members[0].name`). */
export const intakePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (name, step) => (typeof step === 'number' ? `${name}[${step}]` : name ? `${name}.${String(step)}` : String(step)),
    '',
  );

/** The first message per field path, as a form shows them inline. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[intakePath(issue.path)] ??= issue.message;
  return out;
}
