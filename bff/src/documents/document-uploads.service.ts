import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BadRequestException, Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import {
  DOCUMENT_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  UPLOAD_CONTENT_TYPES,
  type DocumentKind,
  type StaffDocumentKind,
} from '@filebridge/contracts';
import {
  CONFIG,
  LOGGER,
  OrderDocumentEntity,
  siteOrigin,
  transitionPhase,
  writeOutbox,
  type AppConfig,
  type DocumentStorage,
} from '@filebridge/platform';
import { AdminAuditService } from '../admin';
import type { Principal } from '../common';
import { documentDeliveredMail } from './delivery-mail';
import { DOCUMENT_STORAGE } from './document-storage.provider';
import { FILE_TOO_LARGE, IncomingFile } from './incoming-file';
import { assertOrderInScope } from './order-scope';

/** Staff may file into any order, and their upload is audited; a customer only into their own orders. */
export type Uploader = { staff: Principal } | { customerId: string };

export interface Upload {
  orderId: string;
  uploader: Uploader;
  kind: DocumentKind;
  fileName?: string;
  correlationId: string;
  /** The request, whose body is the file. */
  body: IncomingMessage;
}

const WRONG_BODY = () =>
  new UnsupportedMediaTypeException({
    message: `Send the file itself as the request body, with Content-Type ${UPLOAD_CONTENT_TYPES.join(', ')}.`,
    code: 'unsupported_media_type',
  });

/** The client hung up before the whole file arrived: no one is left to read the answer, but nothing is logged as our failure. */
const UPLOAD_INTERRUPTED = () =>
  new BadRequestException({
    message: 'The upload stopped before the whole file arrived. Send the file again.',
    code: 'upload_interrupted',
  });

/**
 * Takes a file into an order's vault: the bytes go to storage first, under a random key, counted,
 * hashed and sniffed on the way; the row follows only once they are all stored. Whatever fails after
 * the first byte is stored (a file too large or of the wrong type, a client that hangs up, the
 * database) deletes what was stored, so no object is ever left without its row.
 */
@Injectable()
export class DocumentUploadsService {
  constructor(
    private readonly ds: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly audit: AdminAuditService,
  ) {}

  async upload(u: Upload): Promise<OrderDocumentEntity> {
    const staff = 'staff' in u.uploader ? u.uploader.staff : null;
    await assertOrderInScope(this.ds, u.orderId, 'customerId' in u.uploader ? u.uploader.customerId : undefined);
    const declared = (u.body.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(declared)) throw WRONG_BODY();
    if (Number(u.body.headers['content-length'] ?? 0) > MAX_DOCUMENT_BYTES) throw FILE_TOO_LARGE();

    const key = randomUUID();
    const file = this.receive(u.body);
    try {
      await this.storage.put(key, file);
      const facts = file.facts();
      return await this.ds.transaction(async (m) => {
        const row = await m.getRepository(OrderDocumentEntity).save({
          orderId: u.orderId,
          kind: u.kind,
          fileName: u.fileName ?? `document.${DOCUMENT_EXTENSIONS[facts.contentType]}`,
          ...facts,
          storageKey: key,
          uploadedBy: staff?.email ?? 'customer',
          fromCustomer: !staff,
        });
        if (staff) {
          await this.audit.record(m, staff, {
            action: 'order.document-upload',
            targetType: 'order',
            targetId: u.orderId,
            details: { documentId: row.id, kind: row.kind, sizeBytes: row.sizeBytes },
          });
          await this.deliver(m, row, staff, u.correlationId);
        }
        return row;
      });
    } catch (err) {
      await this.storage
        .delete(key)
        .catch((deleteErr: unknown) =>
          this.log.error({ err: deleteErr, storageKey: key }, 'a refused upload could not be deleted from storage'),
        );
      throw err;
    }
  }

  /**
   * A filed document reaches its customer: one mail, in the row's transaction, and the first one
   * delivered after approval moves the filing on (transitionPhase changes nothing from any other phase).
   */
  private async deliver(m: EntityManager, row: OrderDocumentEntity, staff: Principal, correlationId: string): Promise<void> {
    const mail = await documentDeliveredMail(
      m,
      row.orderId,
      { id: row.id, kind: row.kind as StaffDocumentKind },
      siteOrigin(this.config),
      correlationId,
    );
    await writeOutbox(m, 'mail.send', mail, mail.idempotencyKey);
    await transitionPhase(m, { orderId: row.orderId, to: 'documents_delivered', actor: staff.email, correlationId });
  }

  /**
   * The request body through an IncomingFile. Piped, not pipelined: a refused file must not destroy
   * the request (its socket carries the answer), so the rest of the body is read and dropped instead.
   * A client that hangs up halfway fails the file, and with it the store.
   */
  private receive(body: IncomingMessage): IncomingFile {
    const file = new IncomingFile();
    body.pipe(file);
    file.on('error', () => {
      body.unpipe(file);
      body.resume();
    });
    body.on('error', () => file.destroy(UPLOAD_INTERRUPTED()));
    body.on('close', () => {
      if (!body.complete) file.destroy(UPLOAD_INTERRUPTED());
    });
    return file;
  }
}
