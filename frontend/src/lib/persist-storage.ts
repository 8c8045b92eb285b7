import type { PersistStorage, StorageValue } from 'zustand/middleware';

type FieldCodec = 'json' | 'string';

export type FieldMap<S> = { [K in keyof S]?: { key: string; codec?: FieldCodec } };

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined;
}

/**
 * A zustand `persist` storage that writes each persisted field under its own localStorage key
 * (the keys are fixed: `userData`, `token`, `stateTaxes`, `stateTaxesLastFetched`, ...).
 * A field whose value is null/undefined is removed from storage rather than written as "null".
 * The `name` passed to `persist` is only used as an identifier.
 */
export function fieldStorage<S>(fields: FieldMap<S>): PersistStorage<S> {
  const entries = Object.entries(fields) as [keyof S & string, { key: string; codec?: FieldCodec }][];
  return {
    getItem: () => {
      const store = storage();
      if (!store) return null;
      const state: Partial<S> = {};
      let found = false;
      for (const [field, { key, codec = 'json' }] of entries) {
        const raw = store.getItem(key);
        if (raw === null) continue;
        try {
          (state as Record<string, unknown>)[field] = codec === 'string' ? raw : (JSON.parse(raw) as unknown);
          found = true;
        } catch {
          store.removeItem(key);
        }
      }
      return found ? ({ state: state as S, version: 0 } satisfies StorageValue<S>) : null;
    },
    setItem: (_name, value) => {
      const store = storage();
      if (!store) return;
      for (const [field, { key, codec = 'json' }] of entries) {
        const fieldValue = (value.state as Record<string, unknown>)[field];
        if (isEmpty(fieldValue)) store.removeItem(key);
        else store.setItem(key, codec === 'string' ? String(fieldValue) : JSON.stringify(fieldValue));
      }
    },
    removeItem: () => {
      const store = storage();
      if (!store) return;
      for (const [, { key }] of entries) store.removeItem(key);
    },
  };
}

/**
 * A zustand `persist` storage that keeps the whole partialized state under one key, and removes the
 * key when every field is null (so "cleared together" leaves nothing behind).
 */
export function groupStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => {
      const raw = storage()?.getItem(name);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as StorageValue<S>;
      } catch {
        storage()?.removeItem(name);
        return null;
      }
    },
    setItem: (name, value) => {
      const store = storage();
      if (!store) return;
      const allEmpty = Object.values(value.state as Record<string, unknown>).every((v) => v === null || v === undefined);
      if (allEmpty) store.removeItem(name);
      else store.setItem(name, JSON.stringify(value));
    },
    removeItem: (name) => storage()?.removeItem(name),
  };
}
