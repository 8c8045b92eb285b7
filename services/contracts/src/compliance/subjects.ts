/** The business an order concerns, named so every order for one company or carrier shares one calendar. */
import { isValidUsdot, normalizeUsdot } from '../trucking-tools';
import { parseUsState } from '../us-states';
import type { ComplianceOrderFacts } from './filing';
import { USDOT_NUMBER_SERVICES } from './service-sets';

/** A company's subject: its state and its name as a slug, so orders for one company share one calendar. */
export function companySubject(order: ComplianceOrderFacts, stateCode: string): string {
  if (order.business) return order.business.subject;
  const name = (order.businessName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return name ? `company-${stateCode.toLowerCase()}-${name}` : `order-${order.orderId}`;
}

/** A carrier's subject: its USDOT number, so orders for one carrier share one calendar. */
export const carrierSubject = (order: ComplianceOrderFacts, usdot: string) =>
  order.business ? order.business.subject : isValidUsdot(usdot) ? `usdot-${usdot}` : `order-${order.orderId}`;

/**
 * The business an order concerns, as its facts name it: a carrier by its USDOT number, a company by
 * its state and name, else the order alone. Business records are keyed by it, so a second order for
 * the same carrier or company finds the record the first one made.
 */
export function orderBusinessSubject(order: ComplianceOrderFacts): { subject: string; kind: 'company' | 'carrier' } {
  if (order.business) return { subject: order.business.subject, kind: order.business.subject.startsWith('usdot-') ? 'carrier' : 'company' };
  const usdot = order.usdotNumber ? normalizeUsdot(order.usdotNumber) : '';
  if (USDOT_NUMBER_SERVICES.has(order.serviceSlug) && isValidUsdot(usdot)) return { subject: `usdot-${usdot}`, kind: 'carrier' };
  const state = parseUsState(order.state);
  return state ? { subject: companySubject(order, state.code), kind: 'company' } : { subject: `order-${order.orderId}`, kind: 'company' };
}
