import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { PHASE_LABELS, STAFF_PHASE_TRANSITIONS, type FulfilmentPhase, type PhaseMoveRequest } from '@filebridge/contracts';
import { LOGGER, OrderEntity, transitionOrder, transitionPhase } from '@filebridge/platform';
import { ORDER_NOT_FOUND } from './not-found';

export interface PhaseMove extends PhaseMoveRequest {
  orderId: string;
  actor: string;
  correlationId: string;
}

const labelOf = (phase: FulfilmentPhase | null) => (phase ? PHASE_LABELS[phase].toLowerCase() : 'not started');

/** Staff moving a filing on by hand, under the order's row lock, in the caller's transaction. */
@Injectable()
export class PhaseMovesService {
  constructor(@Inject(LOGGER) private readonly log: Logger) {}

  async move(m: EntityManager, req: PhaseMove): Promise<{ from: FulfilmentPhase | null; to: FulfilmentPhase }> {
    const order = await m.getRepository(OrderEntity).findOne({
      select: { id: true, status: true, phase: true },
      where: { id: req.orderId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const allowed = order.status === 'in_progress' && order.phase && (STAFF_PHASE_TRANSITIONS[order.phase] ?? []).includes(req.to);
    if (!allowed) {
      throw new ConflictException({
        message:
          order.status === 'in_progress'
            ? `A filing that is ${labelOf(order.phase)} cannot move to ${labelOf(req.to)}.`
            : `Only an order in progress moves between filing phases; this one is ${order.status.replace('_', ' ')}.`,
        code: 'phase_move_not_allowed',
      });
    }
    const { orderId, note, actor, correlationId } = req;
    // Completing the filing completes the order: its status move sets the last phase and sends the completed mail.
    if (req.to === 'completed') {
      await transitionOrder(m, { orderId, to: 'completed', source: 'admin', note, actor, correlationId });
    } else {
      const { agency, confirmationNumber, submittedOn, reason } = req;
      const detail = req.to === 'submitted' ? { agency, confirmationNumber, submittedOn } : req.to === 'rejected' ? { reason } : {};
      await transitionPhase(m, { orderId, to: req.to, detail, note, actor, correlationId });
    }
    this.log.info({ orderId, correlationId, from: order.phase, to: req.to }, 'filing moved by hand');
    return { from: order.phase, to: req.to };
  }
}
