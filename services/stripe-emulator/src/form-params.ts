import { invalidRequest, missingParam } from './stripe-error';
import type { Metadata } from './stripe-types';

/** A request parameter as Stripe reads it: bracket notation nests objects, numeric or empty brackets build arrays. */
export type ParamValue = string | ParamValue[] | ParamObject;
export interface ParamObject {
  [key: string]: ParamValue;
}

/** Parses `a=1&metadata[orderId]=o1&expand[0]=x` (the stripe SDK and Stripe.js encoding) into nested params. */
export function parseFormParams(raw: string): ParamObject {
  const root: ParamObject = {};
  for (const [key, value] of new URLSearchParams(raw)) assignPath(root, splitKey(key), value);
  return normaliseArrays(root) as ParamObject;
}

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first <= 0) return [key];
  const rest = key.slice(first).match(/\[([^\]]*)\]/g) ?? [];
  return [key.slice(0, first), ...rest.map((part) => part.slice(1, -1))];
}

function assignPath(target: ParamObject, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, index) => {
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as ParamObject;
  });
}

function normaliseArrays(value: ParamValue): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, normaliseArrays(value[key] as ParamValue)] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

/** Parses a JSON request body; the browser stand-in and the /_emulator endpoints may send JSON. */
export function parseJsonParams(raw: string): ParamObject {
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return stringifyLeaves(parsed) as ParamObject;
  } catch {
    // fall through to the shared error below
  }
  throw invalidRequest('Invalid JSON body: expected an object.');
}

function stringifyLeaves(value: unknown): ParamValue {
  if (Array.isArray(value)) return value.map(stringifyLeaves);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stringifyLeaves(item)]));
  }
  return value === null || value === undefined ? '' : String(value);
}

/** Canonical text of params so two requests can be compared regardless of key order. */
export function fingerprintParams(params: ParamValue): string {
  if (typeof params === 'string') return JSON.stringify(params);
  if (Array.isArray(params)) return `[${params.map(fingerprintParams).join(',')}]`;
  const keys = Object.keys(params).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${fingerprintParams(params[key] as ParamValue)}`).join(',')}}`;
}

export function optionalString(params: ParamObject, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, { code: 'parameter_invalid_string', param: name });
  return value;
}

export function requiredString(params: ParamObject, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function optionalInteger(params: ParamObject, name: string): number | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: name });
  }
  return Number(value);
}

export function optionalBoolean(params: ParamObject, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') {
    throw invalidRequest(`Invalid boolean: ${value}`, { code: 'parameter_invalid_boolean', param: name });
  }
  return value === 'true';
}

export function optionalObject(params: ParamObject, name: string): ParamObject | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object: ${name}`, { code: 'parameter_invalid_object', param: name });
  }
  return value;
}

/** Stripe's metadata rules: string values, and an empty string removes the key on update. */
export function applyMetadata(current: Metadata, params: ParamObject): Metadata {
  const raw = params['metadata'];
  if (raw === undefined) return current;
  if (raw === '') return {};
  const updates = optionalObject(params, 'metadata') ?? {};
  const next = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (typeof value !== 'string') throw invalidRequest(`Invalid metadata value for key ${key}.`, { param: `metadata[${key}]` });
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

export function expandList(params: ParamObject): string[] {
  const raw = params['expand'];
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).filter((item): item is string => typeof item === 'string');
}
