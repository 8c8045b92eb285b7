import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  authorityServiceSlugs,
  boc3LegalNameError,
  completeSchema,
  PHASE_LABELS,
  type IntakeForm,
  type IntakeValues,
  type MyIntake,
} from '@filebridge/contracts';
import { businessEinContext, recordIntakeOnBusiness, transitionPhase, type SealedValues } from '@filebridge/platform';
import { fieldName, SEALED_VALUES, validationFailed } from '../common';
import { IntakeRecords, type IntakeOrder } from './intake-records';

/**
 * A customer's filing details for one order: read with a start from what they gave last time for
 * the same kind of filing, saved as a draft, and submitted once, which puts the order in review.
 */
@Injectable()
export class IntakeService {
  constructor(
    private readonly ds: DataSource,
    private readonly records: IntakeRecords,
    @Inject(SEALED_VALUES) private readonly sealed: SealedValues,
  ) {}

  async read(accountId: string, orderId: string): Promise<MyIntake> {
    const m = this.ds.manager;
    const order = await this.records.order(m, orderId, { accountId });
    return this.answer(m, order, this.records.form(order));
  }

  async saveDraft(accountId: string, orderId: string, values: IntakeValues): Promise<MyIntake> {
    return this.ds.transaction(async (m) => {
      const order = await this.records.order(m, orderId, { accountId, lock: true });
      const form = this.records.form(order);
      const row = await this.records.row(m, order.id);
      this.records.assertOpen(order, row);
      const draft = this.records.parseDraft(form, values);
      await this.records.save(m, order, form, draft, this.records.opened(row), false);
      return this.answer(m, order, form);
    });
  }

  /**
   * Checks the complete form (the tax ids saved before count as given), stores it and moves the
   * order to review in the same transaction: both happen or neither.
   */
  async submit(accountId: string, orderId: string, values: IntakeValues, correlationId: string): Promise<MyIntake> {
    return this.ds.transaction(async (m) => {
      const order = await this.records.order(m, orderId, { accountId, lock: true });
      const form = this.records.form(order);
      const row = await this.records.row(m, order.id);
      this.records.assertOpen(order, row);
      if (order.phase !== 'details_needed')
        throw new ConflictException({
          message: order.phase
            ? `Filing details are taken while the order waits for them; it is now “${PHASE_LABELS[order.phase]}”.`
            : 'Our team has not started this order yet: save your details as a draft and submit them once it has started.',
          code: 'intake_not_awaited',
        });
      const previous = this.records.opened(row);
      const complete = completeSchema(form).safeParse({ ...previous, ...values });
      if (!complete.success)
        throw validationFailed(complete.error.issues.map((i) => ({ path: fieldName(['values', ...i.path]), message: i.message })));
      if (order.serviceSlug === 'boc3-filing') await this.assertBoc3LegalName(m, order, complete.data as IntakeValues);
      await this.records.save(m, order, form, complete.data as IntakeValues, previous, true);
      await recordIntakeOnBusiness(m, order, complete.data as IntakeValues, (businessId, ein) =>
        this.sealed.seal({ ein }, businessEinContext(businessId)),
      );
      const moved = await transitionPhase(m, { orderId: order.id, to: 'in_review', actor: 'customer', correlationId });
      if (!moved.changed)
        throw new ConflictException({ message: 'This order is no longer waiting for its details.', code: 'intake_not_awaited' });
      return this.answer(m, { ...order, phase: 'in_review' }, form);
    });
  }

  /** The carrier's BOC-3 names it as its authority filing with us did, under the same USDOT number. */
  private async assertBoc3LegalName(m: EntityManager, order: IntakeOrder, values: IntakeValues): Promise<void> {
    const [filedAs] = await m.query<{ legal_name: string; order_number: string }[]>(
      `SELECT i.details->>'legalName' AS legal_name, o.order_number
         FROM order_intakes i JOIN orders o ON o.id = i.order_id JOIN services s ON s.id = o.service_id
        WHERE i.account_id = $1 AND i.submitted_at IS NOT NULL AND i.details->>'usdotNumber' = $2 AND s.slug = ANY($3)
        ORDER BY i.submitted_at DESC LIMIT 1`,
      [order.accountId, String(values.usdotNumber ?? ''), authorityServiceSlugs()],
    );
    const message = boc3LegalNameError(
      String(values.legalName ?? ''),
      filedAs ? { legalName: filedAs.legal_name, orderNumber: filedAs.order_number } : null,
    );
    if (message) throw validationFailed([{ path: 'values.legalName', message }]);
  }

  private async answer(m: EntityManager, order: IntakeOrder, form: IntakeForm): Promise<MyIntake> {
    const row = await this.records.row(m, order.id);
    const view = this.records.view(order, form, row);
    return { ...view, prefill: row?.submittedAt ? null : await this.prefill(m, order, form) };
  }

  /**
   * The details the same account last submitted for the same kind of filing, those of the order's
   * own business first, kept to the fields this form has: a second order for the business starts
   * from them. Tax ids are never reused.
   */
  private async prefill(m: EntityManager, order: IntakeOrder, form: IntakeForm): Promise<MyIntake['prefill']> {
    const [last] = await m.query<{ order_number: string; details: IntakeValues }[]>(
      `SELECT o.order_number, i.details FROM order_intakes i JOIN orders o ON o.id = i.order_id
        WHERE i.account_id = $1 AND i.family = $2 AND i.submitted_at IS NOT NULL AND i.order_id <> $3
        ORDER BY o.business_id IS NOT DISTINCT FROM (SELECT business_id FROM orders WHERE id = $3) DESC, i.submitted_at DESC LIMIT 1`,
      [order.accountId, form.family, order.id],
    );
    if (!last) return null;
    const keys = new Set(form.fields.filter((f) => !f.spec.sensitive).map((f) => f.spec.key));
    return { fromOrderNumber: last.order_number, values: Object.fromEntries(Object.entries(last.details).filter(([k]) => keys.has(k))) };
  }
}
