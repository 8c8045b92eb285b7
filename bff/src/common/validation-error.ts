import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import type { FieldIssue } from '@filebridge/contracts';

/** How the API names a field: keys joined by dots, array indexes in brackets (`items[0].description`). */
export const fieldName = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (name, step) => (typeof step === 'number' ? `${name}[${step}]` : name ? `${name}.${String(step)}` : String(step)),
    '',
  );

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/**
 * The sentence for a rule the contract states without one of its own: it names the field, so a
 * client still learns which field to fix. Rules with their own sentence keep it.
 */
const fallbackMessage: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path ?? []) || 'The request body';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${field} is required.` : `${field} must be ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} must be at most ${issue.maximum} characters.`
        : issue.origin === 'array'
          ? `${field} may list at most ${issue.maximum} items.`
          : `${field} must be at most ${issue.maximum}.`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${field} must be at least ${issue.minimum} characters.`
        : issue.origin === 'array'
          ? `${field} must list at least ${issue.minimum} items.`
          : `${field} must be at least ${issue.minimum}.`;
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
};

/** The 400 for input that breaks the contract: the first problem as the message, every problem in details. */
export function validationFailed(issues: readonly FieldIssue[]): BadRequestException {
  return new BadRequestException({
    message: issues[0]?.message ?? 'The request is not valid.',
    code: 'validation_failed',
    details: issues,
  });
}

/** Parses `value` with `schema`; the parsed value, or the issues found, each naming its field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; issues: FieldIssue[] } {
  const result = schema.safeParse(value, { error: fallbackMessage });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: result.error.issues.map((i) => ({ path: fieldName(i.path), message: i.message })) };
}
