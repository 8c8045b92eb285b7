/**
 * What the team promises for each phase of a filing: its own turnaround while the filing is in its
 * hands, and the agency's checked processing time while the agency has it. The clock stops while
 * the filing waits on the customer and takes up where it stopped when the same phase resumes.
 */
import { agencyTime, FILING_LEAD_BUSINESS_DAYS } from './eta';
import type { FulfilmentPhase } from './phases';

export interface SlaBudget {
  days: number;
  businessDays: boolean;
}

/** The team's own turnaround per phase it works, in business days; expedited orders are promised sooner. */
export const SLA_TEAM_BUSINESS_DAYS: Readonly<Partial<Record<FulfilmentPhase, { standard: number; expedited: number }>>> = {
  in_review: FILING_LEAD_BUSINESS_DAYS,
  rejected: { standard: 1, expedited: 1 },
  approved: { standard: 2, expedited: 1 },
  documents_delivered: { standard: 2, expedited: 1 },
};

/** How long the team waits on an agency whose processing time was not found before it chases the filing. */
export const SLA_AGENCY_FALLBACK_BUSINESS_DAYS = 10;

/** Phases whose clock is stopped: the customer has the next move. */
export const SLA_PAUSED_PHASES: readonly FulfilmentPhase[] = ['details_needed', 'waiting_on_customer'];

/** A running promise is due soon once less than this is left of it. */
export const SLA_DUE_SOON_MS = 24 * 60 * 60 * 1000;

export const SLA_STATES = ['due', 'due_soon', 'overdue', 'paused'] as const;
export type SlaState = (typeof SLA_STATES)[number];

export const SLA_STATE_LABELS: Readonly<Record<SlaState, string>> = {
  due: 'On time',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  paused: 'Waiting on the customer',
};

export interface SlaSubject {
  serviceSlug: string;
  state: string | null;
  expedited: boolean;
}

/** The promise for a phase, or null for a phase with none (paused, or done). */
export function slaBudget(phase: FulfilmentPhase, order: SlaSubject): SlaBudget | null {
  if (phase === 'submitted') {
    const time = agencyTime(order.serviceSlug, order.state, order.expedited);
    return time ? { days: time.days, businessDays: time.businessDays } : { days: SLA_AGENCY_FALLBACK_BUSINESS_DAYS, businessDays: true };
  }
  const team = SLA_TEAM_BUSINESS_DAYS[phase];
  return team ? { days: order.expedited ? team.expedited : team.standard, businessDays: true } : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a budget started at `from` runs out: the same time of day, that many (business) days on. */
export function slaDueAt(from: Date, budget: SlaBudget): Date {
  if (!budget.businessDays) return new Date(from.getTime() + budget.days * DAY_MS);
  let t = from.getTime();
  for (let left = budget.days; left > 0;) {
    t += DAY_MS;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(t);
}

/** Where a promise stands: paused when no clock runs, else by the time left. */
export function slaStateOf(dueAt: Date | null, now: Date): SlaState {
  if (!dueAt) return 'paused';
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left < SLA_DUE_SOON_MS ? 'due_soon' : 'due';
}

/** What the clock holds on an order: when its promise runs out, or how much was left when it stopped. */
export interface SlaClock {
  /** The phase the promise belongs to. */
  phase: FulfilmentPhase | null;
  dueAt: Date | null;
  remainingMs: number | null;
}

/**
 * The clock after a move into `to` at `now`: a paused phase keeps what was left, a resumed phase
 * takes up its own remaining time, any other phase starts its promise afresh.
 */
export function nextSlaClock(prev: SlaClock, to: FulfilmentPhase, order: SlaSubject, now: Date): SlaClock {
  if (SLA_PAUSED_PHASES.includes(to)) {
    const remainingMs = prev.dueAt ? prev.dueAt.getTime() - now.getTime() : prev.remainingMs;
    return { phase: prev.phase, dueAt: null, remainingMs };
  }
  if (prev.phase === to && prev.remainingMs !== null && !prev.dueAt) {
    return { phase: to, dueAt: new Date(now.getTime() + prev.remainingMs), remainingMs: null };
  }
  const budget = slaBudget(to, order);
  return { phase: budget ? to : null, dueAt: budget ? slaDueAt(now, budget) : null, remainingMs: null };
}
