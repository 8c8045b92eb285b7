import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  draftSchema,
  intakeFormFor,
  maskTaxId,
  sensitiveKeys,
  specsOf,
  type AdminIntake,
  type FulfilmentPhase,
  type IntakeForm,
  type IntakeValues,
} from '@filebridge/contracts';
import { isSealedRecord, OrderIntakeEntity, type SealedValues } from '@filebridge/platform';
import { fieldName, validationFailed } from '../common';
import { SEALED_VALUES } from '../common';

export interface IntakeOrder {
  id: string;
  accountId: string;
  orderNumber: string;
  status: string;
  phase: FulfilmentPhase | null;
  serviceSlug: string;
  serviceName: string;
  state: string | null;
  /** The order includes our registered agent service, in its package or bought. */
  ourAgent: boolean;
}

const ORDER_NOT_FOUND = { message: 'Order not found', code: 'order_not_found' } as const;
const NO_INTAKE = { message: 'This order needs no filing details.', code: 'intake_not_needed' } as const;

/** Only a paid order is filed; an unpaid, refunded or expired one has no details to give. */
const TAKES_DETAILS = new Set(['paid', 'in_progress']);

/**
 * The parts of an intake both audiences share: the order and its form, the row, sealing and
 * masking. Sealed values are bound to their order, so one never opens as another's.
 */
@Injectable()
export class IntakeRecords {
  constructor(@Inject(SEALED_VALUES) private readonly sealed: SealedValues) {}

  /** The order, or 404 when it does not exist or is another customer's (`accountId` given). */
  async order(m: EntityManager, orderId: string, opts: { accountId?: string; lock?: boolean } = {}): Promise<IntakeOrder> {
    const rows = await m.query<IntakeOrder[]>(
      `SELECT o.id, o.account_id AS "accountId", o.order_number AS "orderNumber", o.status, o.phase,
              s.slug AS "serviceSlug", s.name AS "serviceName", o.business_info->>'state' AS state,
              coalesce((o.additional_services->>'registeredAgent')::boolean, false)
                OR coalesce((o.included_add_ons->>'registeredAgent')::boolean, false) AS "ourAgent"
         FROM orders o JOIN services s ON s.id = o.service_id
        WHERE o.id = $1 AND ($2::uuid IS NULL OR o.account_id = $2)
        ${opts.lock ? 'FOR UPDATE OF o' : ''}`,
      [orderId, opts.accountId ?? null],
    );
    const order = rows[0];
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  form(order: IntakeOrder): IntakeForm {
    const form = intakeFormFor(order.serviceSlug, {
      state: order.state ?? undefined,
      thisYear: new Date().getUTCFullYear(),
      ourAgent: order.ourAgent,
    });
    if (!form) throw new NotFoundException(NO_INTAKE);
    return form;
  }

  row(m: EntityManager, orderId: string): Promise<OrderIntakeEntity | null> {
    return m.getRepository(OrderIntakeEntity).findOneBy({ orderId });
  }

  /** 409 unless the order is paid and its details are not yet submitted. */
  assertOpen(order: IntakeOrder, row: OrderIntakeEntity | null): void {
    if (!TAKES_DETAILS.has(order.status))
      throw new ConflictException({ message: 'Filing details are taken for a paid order only.', code: 'intake_closed' });
    if (row?.submittedAt)
      throw new ConflictException({
        message: 'Your filing details are already submitted. To change them, send our team a message on the order.',
        code: 'intake_submitted',
      });
  }

  /** The clear values of the row's sealed record. */
  opened(row: OrderIntakeEntity | null): Record<string, string> {
    return row && isSealedRecord(row.sealed) ? this.sealed.open(row.sealed, row.orderId) : {};
  }

  /** The values checked as a draft, or a 400 naming each wrong field under `values`. */
  parseDraft(form: IntakeForm, values: IntakeValues): IntakeValues {
    const r = draftSchema(form).safeParse(values);
    if (!r.success) throw validationFailed(r.error.issues.map((i) => ({ path: fieldName(['values', ...i.path]), message: i.message })));
    return stripAbsent(r.data);
  }

  /**
   * Writes the row: the clear values in `details`, the sensitive ones sealed afresh (a new data
   * key under the current key-encryption key) with those saved before and not given now.
   */
  async save(
    m: EntityManager,
    order: IntakeOrder,
    form: IntakeForm,
    values: IntakeValues,
    previous: Record<string, string>,
    submitted: boolean,
  ) {
    const secretKeys = sensitiveKeys(form);
    const clear = Object.fromEntries(Object.entries(values).filter(([k]) => !secretKeys.includes(k)));
    const secrets = { ...previous };
    for (const key of secretKeys) if (typeof values[key] === 'string') secrets[key] = values[key] as string;
    const sealed = Object.keys(secrets).length ? this.sealed.seal(secrets, order.id) : null;
    await m.query(
      `INSERT INTO order_intakes (order_id, account_id, family, details, sealed, submitted_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
       ON CONFLICT (order_id) DO UPDATE SET family = $3, details = $4, sealed = $5,
         submitted_at = CASE WHEN $6 THEN now() ELSE order_intakes.submitted_at END, updated_at = now()`,
      [order.id, order.accountId, form.family, JSON.stringify(clear), sealed && JSON.stringify(sealed), submitted],
    );
  }

  /** What either audience sees: the form, the clear values, and each sealed value masked. */
  view(order: IntakeOrder, form: IntakeForm, row: OrderIntakeEntity | null): AdminIntake {
    const masked = Object.fromEntries(Object.entries(this.opened(row)).map(([k, v]) => [k, maskTaxId(v)]));
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      serviceName: order.serviceName,
      family: form.family,
      variant: form.variant,
      title: form.title,
      state: order.state,
      ourAgent: order.ourAgent,
      phase: order.phase,
      fields: specsOf(form) as AdminIntake['fields'],
      values: row?.details ?? {},
      masked,
      submittedAt: row?.submittedAt?.toISOString() ?? null,
      updatedAt: row?.updatedAt?.toISOString() ?? null,
    };
  }
}

/** A draft keeps what was answered; a field read as not answered yet is left out, not stored as null. */
function stripAbsent(values: Record<string, unknown>): IntakeValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
