import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderRequestDto, RequestAnswer, RequestCreate } from '@filebridge/contracts';
import { OrderDocumentEntity, OrderEntity, OrderRequestEntity, transitionPhase, writeOutbox } from '@filebridge/platform';
import { requestDto } from '../orders';
import { DOCUMENT_NOT_FOUND, ORDER_NOT_FOUND, REQUEST_NOT_FOUND } from './not-found';

export interface Asker {
  actor: string;
  correlationId: string;
}

/**
 * The team's requests to a customer. A request and the filing's move to waiting on the customer
 * commit together, as do the last answer and its move back to review: the phase never disagrees
 * with the open requests.
 */
@Injectable()
export class RequestsService {
  constructor(private readonly ds: DataSource) {}

  /** In the caller's transaction, so the staff audit row commits with it. */
  async raise(m: EntityManager, orderId: string, body: RequestCreate, by: Asker): Promise<OrderRequestDto> {
    const order = await this.lockOrder(m, orderId);
    const waiting = order.phase === 'waiting_on_customer';
    if (order.status !== 'in_progress' || !(waiting || order.phase === 'in_review' || order.phase === 'submitted')) {
      throw new ConflictException({
        message: 'Requests can be raised while the filing is in review or submitted, once its details are in.',
        code: 'request_not_allowed',
      });
    }
    const request = await m
      .getRepository(OrderRequestEntity)
      .save({ orderId, kind: body.kind, message: body.message, status: 'open', createdBy: by.actor });
    // Already waiting on the customer: the filing stays where it is, and this request is one more they see.
    if (!waiting) {
      await transitionPhase(m, {
        orderId,
        to: 'waiting_on_customer',
        detail: { requestId: request.id },
        actor: by.actor,
        correlationId: by.correlationId,
      });
    }
    await writeOutbox(m, 'order.request-raised', { orderId, requestId: request.id, correlationId: by.correlationId }, request.id);
    return requestDto(request);
  }

  /** A customer answers one of their requests; another customer's order or request answers 404. */
  answer(accountId: string, orderId: string, requestId: string, body: RequestAnswer, correlationId: string): Promise<OrderRequestDto> {
    return this.ds.transaction(async (m) => {
      const order = await this.lockOrder(m, orderId, accountId);
      if (body.documentId && !(await m.getRepository(OrderDocumentEntity).existsBy({ id: body.documentId, orderId }))) {
        throw new NotFoundException(DOCUMENT_NOT_FOUND);
      }
      return this.close(
        m,
        order,
        requestId,
        { status: 'answered', answer: body.answer, documentId: body.documentId ?? null, answeredAt: new Date() },
        {
          actor: 'customer',
          correlationId,
        },
      );
    });
  }

  /** Staff take a request back, in the caller's transaction. */
  async withdraw(m: EntityManager, orderId: string, requestId: string, by: Asker): Promise<OrderRequestDto> {
    return this.close(m, await this.lockOrder(m, orderId), requestId, { status: 'withdrawn' }, by);
  }

  /** The filing returns to review once no request stays open, if it was waiting on them. */
  private async close(
    m: EntityManager,
    order: OrderEntity,
    requestId: string,
    change: Pick<Partial<OrderRequestEntity>, 'status' | 'answer' | 'documentId' | 'answeredAt'>,
    by: Asker,
  ): Promise<OrderRequestDto> {
    const orderId = order.id;
    const requests = m.getRepository(OrderRequestEntity);
    const request = await requests.findOneBy({ id: requestId, orderId });
    if (!request) throw new NotFoundException(REQUEST_NOT_FOUND);
    if (request.status !== 'open') {
      throw new ConflictException({ message: `This request was already ${request.status}.`, code: 'request_closed' });
    }
    Object.assign(request, change);
    await requests.save(request);
    if (order.phase === 'waiting_on_customer' && !(await requests.existsBy({ orderId, status: 'open' }))) {
      await transitionPhase(m, { orderId, to: 'in_review', actor: by.actor, correlationId: by.correlationId });
    }
    return requestDto(request);
  }

  private async lockOrder(m: EntityManager, id: string, accountId?: string): Promise<OrderEntity> {
    const order = await m.getRepository(OrderEntity).findOne({
      select: { id: true, status: true, phase: true },
      where: { id, ...(accountId ? { accountId } : {}) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }
}
