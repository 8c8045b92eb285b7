import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api';

interface FieldIssue {
  path: string;
  message: string;
}

const isIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldIssue).path === 'string' &&
  typeof (value as FieldIssue).message === 'string';

/**
 * Shows a refused request's per-field messages (`details` of a `validation_failed` answer) under
 * the fields they name, the first one focused. `fieldOf` maps a request path to a form field when
 * the two differ. Returns whether any message found its field, so the caller knows whether the
 * form still needs a message of its own.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => Path<T> | null,
): boolean {
  if (!isApiError(error) || !Array.isArray(error.details)) return false;
  let shown = false;
  for (const issue of error.details.filter(isIssue)) {
    const field = fieldOf(issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
