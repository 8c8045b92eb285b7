/** A customer's calendar, one per business, merged from the filings of all their orders. */
import { isValidUsdot, normalizeUsdot } from '../trucking-tools';
import { byDueDate, type ComplianceFiling, type ComplianceOrderFacts } from './filing';
import { complianceFilings } from './order-filings';

/** One business's calendar: each filing once, from the orders that concern it. */
export interface BusinessCalendar {
  subject: string;
  /** The business record, once the orders have one. */
  businessId: string | null;
  filings: ComplianceFiling[];
  /** The orders that imply these filings, oldest first. */
  orderIds: string[];
}

/**
 * A customer's calendar, per business: two orders for one carrier or one company list each filing
 * once. Where orders date a filing differently (a company's report counted from each order's date),
 * the oldest order's date stands: it is the nearer one to the company's formation.
 */
export function businessCalendars(orders: readonly ComplianceOrderFacts[], today: Date = new Date()): BusinessCalendar[] {
  // A UCR year bought on any order of a carrier is bought for the carrier.
  const ucrBought = new Map<string, number>();
  for (const o of orders) {
    const usdot = o.usdotNumber ? normalizeUsdot(o.usdotNumber) : '';
    if (o.ucrYear !== undefined && isValidUsdot(usdot)) ucrBought.set(usdot, Math.max(o.ucrYear, ucrBought.get(usdot) ?? 0));
  }
  const oldestFirst = [...orders]
    .map((o) => {
      const bought = ucrBought.get(o.usdotNumber ? normalizeUsdot(o.usdotNumber) : '');
      return bought === undefined ? o : { ...o, ucrYear: bought };
    })
    .sort((a, b) => new Date(a.paidAt).getTime() - new Date(b.paidAt).getTime());
  const bySubject = new Map<string, { businessId: string | null; filings: Map<string, ComplianceFiling>; orderIds: Set<string> }>();
  for (const order of oldestFirst) {
    for (const filing of complianceFilings(order, today)) {
      const business = bySubject.get(filing.subject) ?? { businessId: null, filings: new Map(), orderIds: new Set() };
      bySubject.set(filing.subject, business);
      business.businessId ??= order.business?.id ?? null;
      business.orderIds.add(order.orderId);
      if (!business.filings.has(filing.filingId)) business.filings.set(filing.filingId, filing);
    }
  }
  return [...bySubject].map(([subject, b]) => ({
    subject,
    businessId: b.businessId,
    filings: [...b.filings.values()].sort(byDueDate),
    orderIds: [...b.orderIds],
  }));
}
