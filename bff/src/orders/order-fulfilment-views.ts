import type { EntityManager } from 'typeorm';
import {
  estimateCompletion,
  withAgencyDelay,
  PHASE_LABELS,
  REQUEST_COPY,
  type FulfilmentPhase,
  type OrderRequestDto,
  type OrderFulfilmentDto,
  type PhaseStepDto,
} from '@filebridge/contracts';
import { OrderPhaseEventEntity, OrderRequestEntity, type OrderEntity } from '@filebridge/platform';

/** Who reads a thread: a message is unread by its reader when it came from the other side. */
export type Reader = 'customer' | 'staff';

export function requestDto(r: OrderRequestEntity): OrderRequestDto {
  const kind = r.kind as OrderRequestDto['kind'];
  return {
    id: r.id,
    kind,
    label: REQUEST_COPY[kind].label,
    instructions: REQUEST_COPY[kind].instructions,
    message: r.message,
    status: r.status,
    answer: r.answer,
    documentId: r.documentId,
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
  };
}

function stepDto(e: OrderPhaseEventEntity): PhaseStepDto {
  const { agency, confirmationNumber, submittedOn, reason } = e.detail;
  return {
    phase: e.toPhase,
    label: PHASE_LABELS[e.toPhase],
    at: e.createdAt.toISOString(),
    ...(agency && { agency }),
    ...(confirmationNumber && { confirmationNumber }),
    ...(submittedOn && { submittedOn }),
    ...(reason && { reason }),
    note: e.note,
  };
}

/** The day the filing last went in: the estimate counts from it once the order is submitted. */
function lastSubmission(steps: readonly OrderPhaseEventEntity[]): Date | null {
  const step = steps.findLast((e) => e.toPhase === 'submitted');
  if (!step) return null;
  return step.detail.submittedOn ? new Date(`${step.detail.submittedOn}T12:00:00Z`) : step.createdAt;
}

/** The timeline of a filing, its open and past requests and when it may be done. */
export async function fulfilmentOf(m: EntityManager, order: OrderEntity, serviceSlug: string): Promise<OrderFulfilmentDto> {
  const [steps, requests] = await Promise.all([
    m.getRepository(OrderPhaseEventEntity).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
    m.getRepository(OrderRequestEntity).find({ where: { orderId: order.id }, order: { createdAt: 'ASC' } }),
  ]);
  return {
    phaseTimeline: steps.map(stepDto),
    estimatedCompletion: withAgencyDelay(
      estimateCompletion({
        serviceSlug,
        state: order.businessInfo?.state ?? null,
        expedited: order.expedited,
        phase: order.phase,
        paidAt: order.paidAt,
        submittedAt: lastSubmission(steps),
      }),
      order.agencyEstimate,
      order.phase,
    ),
    requests: requests.map(requestDto),
  };
}

/** Unread messages of each order's thread for its reader, by order id; orders without any are absent. */
export async function unreadCounts(m: EntityManager, orderIds: readonly string[], reader: Reader): Promise<Map<string, number>> {
  if (!orderIds.length) return new Map();
  const rows = await m.query<{ order_id: string; n: number }[]>(
    `SELECT order_id, count(*)::int AS n FROM order_messages
      WHERE order_id = ANY($1::uuid[]) AND from_customer = $2 AND read_at IS NULL GROUP BY order_id`,
    [orderIds, reader === 'staff'],
  );
  return new Map(rows.map((r) => [r.order_id, r.n]));
}

export const phaseLabelOf = (phase: FulfilmentPhase | null): string | null => (phase ? PHASE_LABELS[phase] : null);
