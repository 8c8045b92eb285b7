import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StoredObjectMissing, type DocumentStorage } from './document-storage';

const TEMP_DIR = '.incoming';

/**
 * Documents in a folder on this machine: `npm start` and tests. A file is written under a temporary
 * name beside the others and renamed into place once complete, so a reader never sees half a file
 * and a crash mid-write leaves only a temporary file behind. Two levels of folders from the key's
 * first characters keep any one folder small.
 */
export class LocalDiskStorage implements DocumentStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    const temp = path.join(tempDir, `${key}.${randomUUID()}`);
    await mkdir(tempDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) throw new StoredObjectMissing(key);
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async close(): Promise<void> {}
}
