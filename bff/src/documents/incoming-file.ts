import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { MAX_DOCUMENT_BYTES, sniffDocumentType, SNIFF_BYTES, type DocumentContentType } from '@filebridge/contracts';

export const FILE_TOO_LARGE = () =>
  new PayloadTooLargeException({
    message: `The file is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB. Send a smaller scan or split it into several files.`,
    code: 'file_too_large',
  });

const NOT_A_DOCUMENT = () =>
  new BadRequestException({
    message: 'Only PDF, PNG and JPEG files can be uploaded, and this file is none of them (whatever its name says).',
    code: 'unsupported_file_type',
  });

const EMPTY = () => new BadRequestException({ message: 'The file is empty. Choose the file again and resend it.', code: 'empty_file' });

/**
 * The bytes of an upload on their way to storage: it counts them and fails past the cap, hashes
 * them, and holds back the first few until they prove the file a PDF, PNG or JPEG, so storage never
 * receives a byte of anything else. Once finished, `facts()` says what was stored.
 */
export class IncomingFile extends Transform {
  private readonly hash = createHash('sha256');
  private head: Buffer = Buffer.alloc(0);
  private type: DocumentContentType | null = null;
  private size = 0;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > MAX_DOCUMENT_BYTES) return done(FILE_TOO_LARGE());
    this.hash.update(chunk);
    if (this.type) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SNIFF_BYTES) return done();
    this.type = sniffDocumentType(this.head);
    if (!this.type) return done(NOT_A_DOCUMENT());
    const held = this.head;
    this.head = Buffer.alloc(0);
    done(null, held);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) return done(EMPTY());
    if (this.type) return done();
    // Shorter than a signature: it can still be only what its few bytes are.
    this.type = sniffDocumentType(this.head);
    done(this.type ? null : NOT_A_DOCUMENT(), this.type ? this.head : undefined);
  }

  facts(): { contentType: DocumentContentType; sizeBytes: number; sha256: string } {
    if (!this.type) throw new Error('the file has not been read to its end');
    return { contentType: this.type, sizeBytes: this.size, sha256: this.hash.digest('hex') };
  }
}
