import { Inject, Injectable } from '@nestjs/common';
import { PassThrough, type Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import type { DocumentStorage } from '@filebridge/platform';
import { DOCUMENT_STORAGE } from '../documents';

interface DocumentEntry {
  orderNumber: string;
  fileName: string;
  storageKey: string;
  createdAt: Date;
}

/** What a stored file name may not carry into a ZIP path: separators and control characters. */
const UNSAFE_IN_NAME = /[\\/\p{Cc}]/gu;

/**
 * A ZIP of every document of an account's orders, one folder per order number. Built with yazl:
 * each file streams from storage into the archive one after the other, so no file is held whole
 * in memory, and the archive starts leaving before the last file is read.
 */
@Injectable()
export class DocumentsZipService {
  constructor(
    private readonly ds: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async zip(accountId: string): Promise<Readable> {
    const rows = await this.ds.query<DocumentEntry[]>(
      `SELECT o.order_number AS "orderNumber", d.file_name AS "fileName", d.storage_key AS "storageKey", d.created_at AS "createdAt"
         FROM order_documents d JOIN orders o ON o.id = d.order_id
        WHERE o.account_id = $1 ORDER BY o.created_at, d.created_at`,
      [accountId],
    );
    const zip = new ZipFile();
    const out = new PassThrough();
    zip.outputStream.on('error', (e) => out.destroy(e)).pipe(out);
    void this.fill(zip, rows).catch((e: unknown) => out.destroy(e as Error));
    return out;
  }

  /** Adds each file as its bytes are opened, so only one store read is open at a time. */
  private async fill(zip: ZipFile, rows: DocumentEntry[]): Promise<void> {
    const used = new Set<string>();
    for (const row of rows) {
      const bytes = await this.storage.get(row.storageKey);
      zip.addReadStream(bytes, uniquePath(used, row), { mtime: row.createdAt });
    }
    zip.end();
  }
}

/** `FB-1001/name.pdf`; a second file of the same name in one order becomes `name (2).pdf`. */
function uniquePath(used: Set<string>, row: DocumentEntry): string {
  const name = row.fileName.replace(UNSAFE_IN_NAME, '_') || 'document';
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let path = `${row.orderNumber}/${name}`;
  for (let n = 2; used.has(path); n++) path = `${row.orderNumber}/${stem} (${n})${ext}`;
  used.add(path);
  return path;
}
