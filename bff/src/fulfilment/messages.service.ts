import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { BRAND_NAME, mailWindowOf, type MessageCreate, type OrderMessageDto } from '@filebridge/contracts';
import { OrderDocumentEntity, OrderEntity, OrderMessageEntity, writeOutbox } from '@filebridge/platform';
import type { Reader } from '../orders';
import { DOCUMENT_NOT_FOUND, ORDER_NOT_FOUND } from './not-found';

/** Who opens a thread: a customer only their own order's. */
export interface ThreadReader {
  reader: Reader;
  accountId?: string;
  /** The staff member's address, or `customer`. */
  author: string;
  correlationId?: string;
}

/** Staff addresses stay with the staff: the customer sees the team. */
const TEAM = `${BRAND_NAME} team`;

/**
 * An order's thread between its customer and the team. No staff inbox is configured, so staff
 * learn of a customer's message from the unread counts of their order list, not by mail.
 */
@Injectable()
export class MessagesService {
  constructor(private readonly ds: DataSource) {}

  /** The whole thread, oldest first; opening it marks the other side's messages read. */
  list(orderId: string, who: ThreadReader): Promise<OrderMessageDto[]> {
    return this.ds.transaction(async (m) => {
      await this.findOrder(m.getRepository(OrderEntity), orderId, who.accountId);
      await m.query(`UPDATE order_messages SET read_at = now() WHERE order_id = $1 AND from_customer = $2 AND read_at IS NULL`, [
        orderId,
        who.reader === 'staff',
      ]);
      const rows = await m.getRepository(OrderMessageEntity).find({ where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } });
      return rows.map((r) => dto(r, who.reader));
    });
  }

  /** A new message; it opens the other side's mail window for the thread, once per window and side. */
  post(orderId: string, who: ThreadReader, body: MessageCreate): Promise<OrderMessageDto> {
    return this.ds.transaction(async (m) => {
      await this.findOrder(m.getRepository(OrderEntity), orderId, who.accountId);
      if (body.documentId && !(await m.getRepository(OrderDocumentEntity).existsBy({ id: body.documentId, orderId }))) {
        throw new NotFoundException(DOCUMENT_NOT_FOUND);
      }
      const fromCustomer = who.reader === 'customer';
      const message = await m
        .getRepository(OrderMessageEntity)
        .save({ orderId, fromCustomer, author: who.author, body: body.body, documentId: body.documentId ?? null, readAt: null });
      const window = mailWindowOf(message.createdAt);
      await writeOutbox(
        m,
        'order.message-posted',
        { orderId, window, fromCustomer, correlationId: who.correlationId },
        `${orderId}-${window}${fromCustomer ? '-customer' : ''}`,
      );
      return dto(message, who.reader);
    });
  }

  private async findOrder(orders: Repository<OrderEntity>, id: string, accountId?: string): Promise<void> {
    const found = await orders.existsBy({ id, ...(accountId ? { accountId } : {}) });
    if (!found) throw new NotFoundException(ORDER_NOT_FOUND);
  }
}

function authorOf(r: OrderMessageEntity, reader: Reader): string {
  if (r.fromCustomer) return reader === 'customer' ? 'You' : 'Customer';
  return reader === 'customer' ? TEAM : r.author;
}

function dto(r: OrderMessageEntity, reader: Reader): OrderMessageDto {
  return {
    id: r.id,
    fromCustomer: r.fromCustomer,
    author: authorOf(r, reader),
    body: r.body,
    documentId: r.documentId,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  };
}
