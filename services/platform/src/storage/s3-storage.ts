import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, StoredObjectMissing, type DocumentStorage } from './document-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Documents in an S3-compatible bucket: production. An upload goes in parts of a few megabytes as
 * the stream arrives (a small file as one PUT), so memory stays bounded whatever the size, and S3
 * shows an object only once it is complete; a failed upload is aborted and its parts dropped.
 */
export class S3Storage implements DocumentStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(opts: S3StorageOptions) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
      // Checksums only where S3 requires them: the SDK's default wraps a stream of unknown length in
      // aws-chunked framing that not every S3-compatible service reads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable): Promise<void> {
    assertStorageKey(key);
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body }, leavePartsOnError: false }).done();
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey || err instanceof NotFound) throw new StoredObjectMissing(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (err instanceof NotFound || err instanceof NoSuchKey) return false;
      throw err;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
