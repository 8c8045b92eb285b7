import type { AppConfig } from '../config/config';
import type { DocumentStorage } from './document-storage';
import { LocalDiskStorage } from './local-storage';
import { S3Storage } from './s3-storage';

type StorageConfig = Pick<
  AppConfig,
  | 'STORAGE_DRIVER'
  | 'STORAGE_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** The document store the settings name (config validation has made sure an S3 store has its bucket). */
export function createDocumentStorage(c: StorageConfig): DocumentStorage {
  if (c.STORAGE_DRIVER === 'local') return new LocalDiskStorage(c.STORAGE_DIR);
  return new S3Storage({
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
