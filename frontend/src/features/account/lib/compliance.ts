/**
 * "Upcoming compliance dates" for the customer's orders: general information from the shared data
 * (contracts' STATE_LLC_FEES and trucking facts), never a promise. Facts the research could not
 * confirm from an official source are worded "typically".
 */
import { findStateLlcFee, formatUsd, LLC_FEES_ATTRIBUTION, type OrderStatus } from '@filebridge/contracts';

export interface ComplianceOrder {
  orderNumber: string;
  serviceSlug: string;
  serviceName: string;
  status: OrderStatus;
  businessName?: string;
  /** State of the business (from the order detail). */
  state?: string;
}

export interface ComplianceItem {
  key: string;
  kind: 'annual-report' | 'ucr';
  title: string;
  /** When, in words ("May 1 each year", "before January 1, 2027"). */
  when: string;
  detail: string;
  /** Which orders it comes from. */
  orders: string[];
  source?: string;
}

/** Services that create or keep an entity whose state report matters. */
const ENTITY_SERVICES = new Set(['llc-formation', 'corporation', 'nonprofit', 'annual-report', 'registered-agent', 'articles-amendment']);
/** Services that mean the customer operates or arranges interstate transport (UCR applies). */
const UCR_SERVICES = new Set([
  'ucr-2025',
  'interstate-authority-packages',
  'broker-authority-package',
  'expedited-authority-certification',
  'authority-reinstatement',
]);
/** Orders that count: paid or being worked on. */
const LIVE: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['paid', 'in_progress', 'completed']);

const FREQUENCY_WORDS: Record<string, string> = { annual: 'every year', biennial: 'every two years' };

export function annualReportItem(state: string, orders: ComplianceOrder[]): ComplianceItem | null {
  const fee = findStateLlcFee(state);
  if (!fee) return null;
  const numbers = orders.map((o) => o.orderNumber);
  const isLlcOnly = orders.every((o) => o.serviceSlug === 'llc-formation');
  const entity = isLlcOnly ? 'LLCs' : 'LLCs (corporations and nonprofits often follow a similar schedule)';
  if (fee.annualReportFrequency === 'none' || !fee.annualReportFrequency) {
    return {
      key: `annual-report-${fee.code}`,
      kind: 'annual-report',
      title: `${fee.stateName} annual report`,
      when: 'No state annual report',
      detail: `${fee.stateName} does not require an annual report from ${entity}. Other state filings, such as tax reports, may still apply.`,
      orders: numbers,
      source: LLC_FEES_ATTRIBUTION,
    };
  }
  const how = FREQUENCY_WORDS[fee.annualReportFrequency] ?? fee.annualReportFrequency;
  const when = fee.annualReportDue ? `Due ${fee.annualReportDue}` : 'Due date set by the state';
  const cost = fee.annualReportFeeUsd !== null ? ` The state fee is ${formatUsd(fee.annualReportFeeUsd * 100)}.` : '';
  return {
    key: `annual-report-${fee.code}`,
    kind: 'annual-report',
    title: `${fee.stateName} annual report`,
    when,
    detail: `${fee.stateName} asks ${entity} to file a report ${how}.${cost} Missing it can cost late fees and good standing.`,
    orders: numbers,
    source: LLC_FEES_ATTRIBUTION,
  };
}

export function ucrItem(orders: ComplianceOrder[], today: Date = new Date()): ComplianceItem {
  const next = today.getFullYear() + 1;
  return {
    key: 'ucr',
    kind: 'ucr',
    title: 'UCR renewal',
    when: `Before January 1, ${next}`,
    detail: `A UCR registration covers one calendar year. Register for ${next} before January 1, ${next}. Registration for the next year typically opens around October 1, and enforcement of the new year typically starts January 1.`,
    orders: orders.map((o) => o.orderNumber),
  };
}

/** Items for the customer's paid orders, one per business state and one for UCR. */
export function complianceItems(orders: ComplianceOrder[], today: Date = new Date()): ComplianceItem[] {
  const live = orders.filter((o) => LIVE.has(o.status));
  const items: ComplianceItem[] = [];
  const byState = new Map<string, ComplianceOrder[]>();
  for (const o of live) {
    if (!ENTITY_SERVICES.has(o.serviceSlug) || !o.state) continue;
    const key = o.state.trim().toLowerCase();
    byState.set(key, [...(byState.get(key) ?? []), o]);
  }
  for (const group of byState.values()) {
    const item = annualReportItem(group[0]!.state!, group);
    if (item) items.push(item);
  }
  const trucking = live.filter((o) => UCR_SERVICES.has(o.serviceSlug));
  if (trucking.length > 0) items.push(ucrItem(trucking, today));
  return items;
}
