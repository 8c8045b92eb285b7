import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { StoredObjectMissing, type DocumentStorage } from './document-storage';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A stream of `bytes` in chunks of 64 KiB, as a request body arrives. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
    })(),
  );
}

/** A stream that sends `bytes` and then fails, as a client that hangs up halfway. */
function failingAfter(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('client aborted');
    })(),
  );
}

/**
 * What every document store must do, run against each implementation: the bff relies on exactly
 * this and nothing else, so a store that passes can replace another.
 */
export function storageContract(storage: () => DocumentStorage): void {
  it('gives back exactly the bytes it was given, a file of several parts included', async () => {
    const small = randomBytes(1234);
    const large = randomBytes(6 * 1024 * 1024 + 17);
    const [a, b] = [randomUUID(), randomUUID()];
    await storage().put(a, chunked(small));
    await storage().put(b, chunked(large));
    expect(sha256(await buffer(await storage().get(a)))).toBe(sha256(small));
    expect(sha256(await buffer(await storage().get(b)))).toBe(sha256(large));
  });

  it('tells whether a key holds something, and deletes it', async () => {
    const key = randomUUID();
    expect(await storage().exists(key)).toBe(false);
    await storage().put(key, chunked(Buffer.from('%PDF-1.7 hello')));
    expect(await storage().exists(key)).toBe(true);
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('answers StoredObjectMissing for a key that holds nothing', async () => {
    await expect(storage().get(randomUUID())).rejects.toBeInstanceOf(StoredObjectMissing);
  });

  it('keeps nothing of a stream that fails halfway', async () => {
    const key = randomUUID();
    await expect(storage().put(key, failingAfter(randomBytes(300_000)))).rejects.toThrow();
    expect(await storage().exists(key)).toBe(false);
  });

  it('refuses a key that is not a random id, so no name or path can become one', async () => {
    for (const key of ['../../etc/passwd', 'invoice.pdf', '']) {
      await expect(storage().put(key, chunked(Buffer.from('x')))).rejects.toThrow(/Invalid storage key/);
      await expect(storage().exists(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
}
