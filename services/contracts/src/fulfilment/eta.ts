/**
 * When a customer may expect their filing done: the agency's checked processing time counted from
 * the day the filing went in, or, before that, from payment plus the days the team takes to file.
 * Always an estimate, never a promise; a filing whose time was not found gets no date at all.
 */
import { FILING_TIMES, FORMATION_TIMES, type FilingTime, type FormationTime } from '../data/processing-times';
import { parseUsState } from '../us-states';
import type { FulfilmentPhase } from './phases';

export interface EstimateInput {
  serviceSlug: string;
  /** The state the business is formed in, by name or code. */
  state: string | null;
  expedited: boolean;
  phase: FulfilmentPhase | null;
  paidAt: Date | null;
  /** The day the team filed with the agency, once it has. */
  submittedAt: Date | null;
  /** Today; a filing not yet made goes in no earlier than now. */
  now?: Date;
}

export interface CompletionEstimate {
  /** YYYY-MM-DD. */
  date: string;
  basis: 'estimate';
  /** Where the processing time was read: the agency's page, or the agency. */
  source: string;
  /** The agency is behind: said plainly beside the date. */
  slowerThanUsual?: string;
}

/** Services formed with a state's filing office, read against that state's time. */
const FORMATIONS: readonly string[] = ['llc-formation', 'corporation', 'nonprofit', 'business-formation'];

/** Services filed with a federal or trucking agency, by the processing-time entry they wait on. */
const FILINGS: Readonly<Record<string, string>> = {
  'ein-registration': 'ein-online',
  'boc3-filing': 'boc3',
  'trucking-authority': 'fmcsa-authority',
  'interstate-authority-packages': 'fmcsa-authority',
  'broker-authority-package': 'fmcsa-authority',
  'new-mexico-wd2025': 'nm-wdt',
  'trademark-registration': 'uspto-first-action',
};

/**
 * Business days the team takes from payment to filing: its own service standard, one day sooner
 * for expedited orders, which are worked first.
 */
export const FILING_LEAD_BUSINESS_DAYS = { standard: 2, expedited: 1 } as const;

/** Phases past which the agency has answered: a date to wait for no longer helps. */
const ANSWERED: readonly FulfilmentPhase[] = ['approved', 'rejected', 'documents_delivered', 'completed'];

const DAY_MS = 24 * 60 * 60 * 1000;

export function addBusinessDays(from: Date, days: number): Date {
  let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let left = days; left > 0;) {
    t += DAY_MS;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(t);
}

const addDays = (from: Date, days: number): Date =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + days * DAY_MS);

export interface AgencyTime {
  days: number;
  businessDays: boolean;
  source: string;
  slowerThanUsual: string | null;
}

function formationTime(row: FormationTime, expedited: boolean): AgencyTime | null {
  const days = (expedited ? row.expeditedBusinessDays : null) ?? row.standardBusinessDays;
  return days === null ? null : { days, businessDays: true, source: row.source, slowerThanUsual: row.slowerThanUsual };
}

const filingTime = (row: FilingTime): AgencyTime => ({ ...row, slowerThanUsual: null });

/** Who decides a filing: the state's filing office for a formation, else the federal or trucking agency it is filed with. */
export function agencyOf(serviceSlug: string, state: string | null): string | null {
  if (FORMATIONS.includes(serviceSlug)) {
    const name = parseUsState(state)?.name;
    return name ? `${name} filing office` : null;
  }
  return FILING_TIMES.find((f) => f.id === FILINGS[serviceSlug])?.agency ?? null;
}

/** The agency's checked processing time for a filing, or null where none was found. */
export function agencyTime(serviceSlug: string, state: string | null, expedited: boolean): AgencyTime | null {
  if (FORMATIONS.includes(serviceSlug)) {
    const code = parseUsState(state)?.code;
    const row = FORMATION_TIMES.find((s) => s.code === code);
    return row ? formationTime(row, expedited) : null;
  }
  const row = FILING_TIMES.find((f) => f.id === FILINGS[serviceSlug]);
  return row ? filingTime(row) : null;
}

/** Before the filing goes in, it is expected the team's lead time after payment, or after today once that has passed. */
function expectedFilingDay(paidAt: Date, expedited: boolean, now: Date): Date {
  const from = paidAt.getTime() > now.getTime() ? paidAt : now;
  return addBusinessDays(from, FILING_LEAD_BUSINESS_DAYS[expedited ? 'expedited' : 'standard']);
}

export function estimateCompletion(input: EstimateInput): CompletionEstimate | null {
  if (input.phase && ANSWERED.includes(input.phase)) return null;
  const time = agencyTime(input.serviceSlug, input.state, input.expedited);
  if (!time) return null;
  const filedOn = input.submittedAt ?? (input.paidAt && expectedFilingDay(input.paidAt, input.expedited, input.now ?? new Date()));
  if (!filedOn) return null;
  const done = time.businessDays ? addBusinessDays(filedOn, time.days) : addDays(filedOn, time.days);
  return {
    date: done.toISOString().slice(0, 10),
    basis: 'estimate',
    source: time.source,
    ...(time.slowerThanUsual ? { slowerThanUsual: time.slowerThanUsual } : {}),
  };
}

/** Said beside a date an agency delay set, so the customer knows why it moved. */
export const AGENCY_DELAY_NOTE = 'The agency is running behind: this is the date it now expects.';

/**
 * The estimate once staff report the agency behind on a submitted filing: the agency's new date
 * replaces the usual processing time until the filing moves on.
 */
export function withAgencyDelay(
  estimate: CompletionEstimate | null,
  delayedTo: string | null,
  phase: FulfilmentPhase | null,
): CompletionEstimate | null {
  if (!delayedTo || phase !== 'submitted') return estimate;
  return { date: delayedTo, basis: 'estimate', source: estimate?.source ?? 'The agency', slowerThanUsual: AGENCY_DELAY_NOTE };
}
