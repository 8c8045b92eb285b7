import { randomUUID } from 'node:crypto';
import {
  annualReportEntityTypeOf,
  chargeableAddOns,
  findTaxRate,
  formationEntityType,
  governmentFeesFor,
  priceOrder,
  withDefaultInputs,
  type AddOnKey,
  type QuoteInputs,
  type ServiceDto,
} from '@filebridge/contracts';
import type { ApiClient } from './api-client';
import { query } from './database';

/**
 * A valid checkout payload for a service, priced as the checkout page does: the served catalog's
 * add-on rules, the served tax table and the shared pricing function.
 */
export async function orderPayload(
  api: ApiClient,
  slug = 'llc-formation',
  overrides: {
    state?: string;
    addOns?: Partial<Record<AddOnKey, boolean>>;
    packageIndex?: number;
    fleetSize?: number;
    /** The service's other quote inputs (trademark classes, copyright application). */
    quoteInputs?: Omit<QuoteInputs, 'state'>;
  } = {},
) {
  const service: ServiceDto = (await api.get(`/api/services/slug/${slug}`)).body.data;
  const pkg = service.packages[overrides.packageIndex ?? 0]!;
  const state = overrides.state ?? 'Texas';
  const additionalServices = { expeditedProcessing: false, registeredAgent: false, ein: false, ...overrides.addOns };
  const taxes = (await api.get('/api/state-taxes')).body.data;
  const businessType = formationEntityType(slug) ?? 'LLC';
  // A UCR order names the newest registration year on sale, as the checkout does.
  const quoteInputs = withDefaultInputs(
    slug,
    { ...overrides.quoteInputs, ...(overrides.fleetSize !== undefined ? { fleetSize: overrides.fleetSize } : {}) },
    new Date(),
  );
  const { totalCents } = priceOrder({
    packageTitle: pkg.title,
    packagePriceCents: Math.round(pkg.price * 100),
    addOns: chargeableAddOns(service, pkg, additionalServices),
    governmentFees: governmentFeesFor(slug, { entityType: annualReportEntityTypeOf(businessType), ...quoteInputs, state }),
    taxRate: findTaxRate(taxes, state),
  });
  return {
    serviceSlug: slug,
    packageId: pkg.id,
    businessInfo: { name: 'Lone Star Widgets LLC', type: businessType, state, address: '100 Congress Ave', city: 'Austin', zip: '78701' },
    customerInfo: {
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      phone: '+1 512 555 0100',
      billingAddress: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
    items: [{ description: pkg.title, amount: pkg.price }],
    additionalServices,
    pricing: { subtotal: 0, taxAmount: 0, total: totalCents / 100 },
    ...(Object.keys(quoteInputs).length > 0 ? { quoteInputs } : {}),
  };
}

/**
 * An order `api`'s customer created through the real create call, then marked paid at `paidAt` in
 * the database, as if Stripe had confirmed it: for suites about what follows a payment.
 */
export async function createPaidOrder(
  api: ApiClient,
  databaseUrl: string,
  payload: object,
  paidAt: string | Date = new Date(),
): Promise<string> {
  const res = await api.post('/api/order/create', payload, { headers: { 'idempotency-key': randomUUID() } });
  if (res.status !== 201) throw new Error(`order create answered ${res.status}: ${JSON.stringify(res.body)}`);
  const id = res.body.order._id as string;
  await query(databaseUrl, `UPDATE orders SET status = 'paid', paid_at = $2 WHERE id = $1`, [id, paidAt]);
  return id;
}
