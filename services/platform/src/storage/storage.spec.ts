import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { DocumentStorage } from './document-storage';
import { LocalDiskStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { storageContract } from './storage.contract';

/** The S3-compatible test server's port, moved with the other test servers' by TEST_PORT_OFFSET. */
const S3_PORT = 24_000 + (Number(process.env.TEST_PORT_OFFSET ?? 0) % 1000);
const BUCKET = 'documents';

describe('LocalDiskStorage', () => {
  let dir: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fb-docs-'));
    storage = new LocalDiskStorage(path.join(dir, 'nested', 'documents'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  storageContract(() => storage);

  it('leaves no temporary file behind, whether a write completes or fails', async () => {
    const incoming = path.join(dir, 'nested', 'documents', '.incoming');
    expect(await readdir(incoming)).toEqual([]);
  });
});

describe('S3Storage against an S3-compatible server', () => {
  let dir: string;
  let server: S3rver;
  let storage: DocumentStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fb-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: S3_PORT,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await server.run();
    storage = new S3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${S3_PORT}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    await storage?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  storageContract(() => storage);
});
