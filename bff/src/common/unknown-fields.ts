import type { z } from 'zod';
import type { FieldIssue } from '@filebridge/contracts';
import { fieldName } from './validation-error';

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of `value` that `schema` does not name, at any depth, each as an issue naming it. A
 * request field the contract does not know is refused rather than dropped, so a misspelt optional
 * field fails loudly instead of silently meaning its default. Objects the contract leaves open
 * (a catch-all) and records accept any key.
 */
export function unknownFields(schema: z.ZodType, value: unknown, path: PropertyKey[] = []): FieldIssue[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unknownFields(def.innerType as z.ZodType, value, path);
    case 'pipe':
      return unknownFields(def.in as z.ZodType, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => unknownFields(def.element as z.ZodType, item, [...path, i])) : [];
    case 'union': {
      // The option that fits best: a value one option takes whole has no unknown field.
      const found = (def.options as z.ZodType[]).map((o) => unknownFields(o, value, path));
      return found.reduce((best, issues) => (issues.length < best.length ? issues : best));
    }
    case 'object': {
      if (!isPlainObject(value)) return [];
      const shape = def.shape as Record<string, z.ZodType>;
      const open = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      return Object.entries(value).flatMap(([key, v]) => {
        if (Object.hasOwn(shape, key)) return unknownFields(shape[key]!, v, [...path, key]);
        if (open) return [];
        const field = fieldName([...path, key]);
        return [{ path: field, message: `${field} is not a field this call takes.` }];
      });
    }
    default:
      return [];
  }
}
