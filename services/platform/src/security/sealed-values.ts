import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Sealing of sensitive values at rest (an SSN, an ITIN, an EIN before filing), as envelope
 * encryption with AES-256-GCM: each record gets a fresh random data key that encrypts its values,
 * and that data key is stored wrapped by a key-encryption key from DATA_KEYS, named by its id. A
 * new key put first in DATA_KEYS seals new records; an old one stays listed to open the records
 * it sealed, so rotation rewrites no row.
 *
 * Each value is bound to its record and field (GCM's additional data): a sealed SSN copied into
 * another order or another field fails to open instead of reading as that order's.
 */

export interface SealedRecord {
  /** The format, so a later one can be told apart. */
  v: 1;
  /** The id of the key-encryption key that wrapped `dek`. */
  kid: string;
  /** The data key, wrapped: base64 of iv(12) · tag(16) · ciphertext(32). */
  dek: string;
  /** Each value, base64 of iv(12) · tag(16) · ciphertext. */
  values: Record<string, string>;
}

export interface DataKeys {
  current: { id: string; key: Buffer };
  byId: ReadonlyMap<string, Buffer>;
}

export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedValueError';
  }
}

/** Reads DATA_KEYS (`id:base64,…`, current first), as the configuration validated it. */
export function parseDataKeys(raw: string): DataKeys {
  const entries = raw.split(',').map((entry) => {
    const [id = '', key = ''] = entry.trim().split(':');
    const bytes = Buffer.from(key, 'base64');
    if (!id || bytes.length !== 32) throw new SealedValueError('DATA_KEYS entries must be id:key with a 32-byte base64 key');
    return [id, bytes] as const;
  });
  const [first] = entries;
  if (!first) throw new SealedValueError('DATA_KEYS names no key');
  return { current: { id: first[0], key: first[1] }, byId: new Map(entries) };
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function encrypt(key: Buffer, plain: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, sealed: string, aad: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealedValueError('A sealed value failed its integrity check: it was altered or belongs to another record');
  }
}

export class SealedValues {
  constructor(private readonly keys: DataKeys) {}

  /** Seals `values` for the record named `context` (an order id) under the current key. */
  seal(values: Readonly<Record<string, string>>, context: string): SealedRecord {
    const dataKey = randomBytes(32);
    const { id, key } = this.keys.current;
    const sealed: SealedRecord = { v: 1, kid: id, dek: encrypt(key, dataKey, `dek:${context}`), values: {} };
    for (const [field, value] of Object.entries(values))
      sealed.values[field] = encrypt(dataKey, Buffer.from(value, 'utf8'), `${context}:${field}`);
    dataKey.fill(0);
    return sealed;
  }

  /** The clear values of a record sealed for `context`, under whichever listed key sealed it. */
  open(record: SealedRecord, context: string): Record<string, string> {
    const key = this.keys.byId.get(record.kid);
    if (!key) throw new SealedValueError(`The key ${record.kid} that sealed this record is no longer in DATA_KEYS`);
    const dataKey = decrypt(key, record.dek, `dek:${context}`);
    try {
      return Object.fromEntries(
        Object.entries(record.values).map(([field, sealed]) => [field, decrypt(dataKey, sealed, `${context}:${field}`).toString('utf8')]),
      );
    } finally {
      dataKey.fill(0);
    }
  }
}

export function isSealedRecord(value: unknown): value is SealedRecord {
  const r = value as Partial<SealedRecord> | null;
  return !!r && r.v === 1 && typeof r.kid === 'string' && typeof r.dek === 'string' && typeof r.values === 'object' && r.values !== null;
}
