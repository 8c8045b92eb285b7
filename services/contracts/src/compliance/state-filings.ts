/** A company's state obligations, dated from its formation. */
import type { StateObligation } from '../data/state-compliance-obligations';
import { annualReportEntityTypeOf } from '../quote-inputs';
import { nextDueDate, stateObligations, type ObligationEntity } from '../state-obligations';
import { parseUsState } from '../us-states';
import type { ComplianceFiling, ComplianceOrderFacts } from './filing';
import { reminderDates } from './reminders';
import { FORMATION_SERVICES } from './service-sets';
import { companySubject } from './subjects';
import { iso } from './utc-dates';

/** The state obligations our annual-report service files for the customer. */
const REPORT_KINDS = new Set(['initial-report', 'annual-report', 'biennial-report']);

const usd = (amount: number | null) => (amount === null ? null : `$${amount.toLocaleString('en-US')}`);

function obligationDetail(o: StateObligation, state: string, dated: boolean, anchoredOn: string): string {
  const parts = [
    `${o.agency}.`,
    o.amountUsd !== null && o.amountUsd > 0 ? `Amount: ${usd(o.amountUsd)}${o.estimate ? ' (estimate)' : ''}.` : '',
    o.conflict ? `Sources disagree: ${o.conflict}.` : '',
    dated
      ? `${state} rule: ${o.recurringDueText ?? o.firstDueText}. ${anchoredOn}`
      : `Due ${o.firstDueText}. We cannot date it from what we know: check with the state.`,
    o.estimate ? 'Estimate from secondary sources: check with the state.' : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Every obligation the state data lists for the company, dated from its formation; none is left out. */
export function stateFilings(order: ComplianceOrderFacts, today: Date): ComplianceFiling[] {
  const state = parseUsState(order.state);
  const entity: ObligationEntity | undefined =
    order.serviceSlug === 'llc-formation'
      ? 'llc'
      : order.serviceSlug === 'corporation'
        ? 'corporation'
        : annualReportEntityTypeOf(order.businessType);
  if (!state || !entity) return [];
  const formedByUs = FORMATION_SERVICES.has(order.serviceSlug);
  const formationDate = order.business?.formationDate;
  const formedOn = new Date(formationDate ? `${formationDate}T00:00:00Z` : (order.approvedAt ?? order.paidAt));
  const anchoredOn = formationDate
    ? "Counted from your company's formation date on record."
    : formedByUs && order.approvedAt
      ? 'Counted from the day the state approved your formation.'
      : formedByUs
        ? 'Counted from your order date until the state approves your formation.'
        : "Counted from your order date; the state's record of your company has the final word.";
  const subject = companySubject(order, state.code);
  return stateObligations(state.code, entity).flatMap((o): ComplianceFiling[] => {
    const undatable = o.first.kind === 'unknown';
    const due = undatable ? null : nextDueDate(o, formedOn, today);
    // Filed with the formation itself (Nevada's initial list), or a one-time filing now past: nothing left to do.
    if (!undatable && (!due || (o.first.kind === 'at-formation' && !o.recurring && formedByUs))) return [];
    const dueDate = due ? iso(due) : null;
    return [
      {
        key: `${subject}/${o.id}`,
        subject,
        filingId: o.id,
        kind: 'state-obligation',
        title: `${state.name}: ${o.name}`,
        dueDate,
        reminders: dueDate ? reminderDates(dueDate, today) : [],
        orderPath: REPORT_KINDS.has(o.kind) ? '/business/annual-report' : null,
        detail: obligationDetail(o, state.name, dueDate !== null, anchoredOn),
        source: o.sources.join('; ') || null,
        amountUsd: o.amountUsd,
        estimate: o.estimate || dueDate === null,
      },
    ];
  });
}
