/** The filings that follow from one paid order. */
import { ifta, mcs150, ucr } from './carrier-filings';
import { byDueDate, type ComplianceFiling, type ComplianceOrderFacts } from './filing';
import { ENTITY_SERVICES, UCR_SERVICES, USDOT_NUMBER_SERVICES } from './service-sets';
import { stateFilings } from './state-filings';

/** The filings that follow from one paid order, soonest first. */
export function complianceFilings(order: ComplianceOrderFacts, today: Date = new Date()): ComplianceFiling[] {
  const filings: (ComplianceFiling | null)[] = [];
  if (ENTITY_SERVICES.has(order.serviceSlug)) filings.push(...stateFilings(order, today));
  if (USDOT_NUMBER_SERVICES.has(order.serviceSlug)) filings.push(mcs150(order, today));
  if (UCR_SERVICES.has(order.serviceSlug)) filings.push(ucr(order, today));
  if (order.serviceSlug === 'irp-ifta') filings.push(ifta(order, today));
  return filings.filter((f): f is ComplianceFiling => f !== null).sort(byDueDate);
}
