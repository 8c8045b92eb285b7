import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { DocumentLinkDto } from '@filebridge/contracts';
import { CONFIG, OrderDocumentEntity, StoredObjectMissing, type AppConfig, type DocumentStorage } from '@filebridge/platform';
import { DOCUMENT_STORAGE } from './document-storage.provider';
import { assertOrderInScope } from './order-scope';
import { DOWNLOAD_LINK_TTL_MS, readDownloadToken, signDownloadToken } from './download-token';

const DOCUMENT_NOT_FOUND = () => new NotFoundException({ message: 'Document not found', code: 'document_not_found' });
const LINK_NOT_FOUND = () =>
  new NotFoundException({
    message: 'This download link is not valid. Open your order page and download the document again.',
    code: 'link_invalid',
  });
const LINK_EXPIRED = () =>
  new GoneException({
    message: 'This download link has expired. Open your order page and download the document again.',
    code: 'link_expired',
  });

export const DOWNLOAD_PATH = '/api/documents/download/';

/** Reading an order's vault: its list, a signed download link for one file, and the file itself. */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly ds: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** The order's files, newest first; another customer's order answers 404 like a missing one. */
  async list(orderId: string, accountId?: string): Promise<OrderDocumentEntity[]> {
    await assertOrderInScope(this.ds, orderId, accountId);
    return this.ds.getRepository(OrderDocumentEntity).find({ where: { orderId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async link(orderId: string, documentId: string, accountId?: string): Promise<DocumentLinkDto> {
    await assertOrderInScope(this.ds, orderId, accountId);
    const found = await this.ds.getRepository(OrderDocumentEntity).existsBy({ id: documentId, orderId });
    if (!found) throw DOCUMENT_NOT_FOUND();
    const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_MS);
    return {
      url: `${DOWNLOAD_PATH}${signDownloadToken(this.config.XSRF_SECRET, documentId, expiresAt)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The file a link names: 404 for a forged link or a file gone since, 410 for an expired link. */
  async open(token: string): Promise<{ document: OrderDocumentEntity; bytes: Readable }> {
    const reading = readDownloadToken(this.config.XSRF_SECRET, token);
    if (!reading.ok) throw reading.reason === 'expired' ? LINK_EXPIRED() : LINK_NOT_FOUND();
    const document = await this.ds.getRepository(OrderDocumentEntity).findOneBy({ id: reading.documentId });
    if (!document) throw LINK_NOT_FOUND();
    try {
      return { document, bytes: await this.storage.get(document.storageKey) };
    } catch (err) {
      if (err instanceof StoredObjectMissing) throw LINK_NOT_FOUND();
      throw err;
    }
  }
}
