import type { Readable } from 'node:stream';

/**
 * Where the bytes of orders' documents live, by an opaque key. The database row says what a file
 * is and whose; the store only keeps bytes, so either implementation can stand in for the other.
 */
export interface DocumentStorage {
  /** Stores the whole stream under `key`; a stream that fails or aborts leaves nothing readable under it. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes under `key`; StoredObjectMissing when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections the store holds. */
  close(): Promise<void>;
}

export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

/**
 * Keys name a file by nothing a caller could guess or choose: a random UUID, never a file name or
 * an order id. Checked at the store too, so a key can never walk out of the local folder.
 */
export const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
