/**
 * The fulfilment of a paid order, beside its payment status (docs/architecture.md): what the team
 * is doing with the filing and what the customer is waiting for. Kept as data so the bff, the
 * workers and both UIs agree.
 */
export const FULFILMENT_PHASES = [
  'details_needed',
  'in_review',
  'waiting_on_customer',
  'submitted',
  'approved',
  'rejected',
  'documents_delivered',
  'completed',
] as const;
export type FulfilmentPhase = (typeof FULFILMENT_PHASES)[number];

export const PHASE_TRANSITIONS: Readonly<Record<FulfilmentPhase, readonly FulfilmentPhase[]>> = {
  details_needed: ['in_review'],
  in_review: ['waiting_on_customer', 'submitted'],
  waiting_on_customer: ['in_review'],
  submitted: ['approved', 'rejected', 'waiting_on_customer'],
  approved: ['documents_delivered', 'completed'],
  // A rejected filing is corrected and filed again on the same order.
  rejected: ['in_review'],
  documents_delivered: ['completed'],
  completed: [],
};

/** Where a paid order's fulfilment starts: its filing details are asked for first. */
export const FIRST_PHASE: FulfilmentPhase = 'details_needed';

/**
 * Moves staff make by hand. `in_review` follows the customer's answer; `details_needed → in_review`
 * follows the completed intake, and `documents_delivered` follows the first document delivered, but
 * staff may make both too (details taken by phone, a document handed over outside the product).
 */
export const STAFF_PHASE_TRANSITIONS: Readonly<Partial<Record<FulfilmentPhase, readonly FulfilmentPhase[]>>> = {
  details_needed: ['in_review'],
  in_review: ['submitted'],
  waiting_on_customer: ['in_review'],
  submitted: ['approved', 'rejected'],
  approved: ['documents_delivered', 'completed'],
  rejected: ['in_review'],
  documents_delivered: ['completed'],
};

/**
 * The phases the customer gets a mail about. The rest they either caused (their details, their
 * answer) or hear about otherwise: `waiting_on_customer` mails the request itself, a delivered
 * document mails itself, and `completed` is the order's completed mail.
 */
export const CUSTOMER_MAILED_PHASES = ['submitted', 'approved', 'rejected'] as const satisfies readonly FulfilmentPhase[];
export type CustomerMailedPhase = (typeof CUSTOMER_MAILED_PHASES)[number];
export const isCustomerMailedPhase = (phase: FulfilmentPhase | null): phase is CustomerMailedPhase =>
  (CUSTOMER_MAILED_PHASES as readonly (FulfilmentPhase | null)[]).includes(phase);

/** Once a filing is submitted to the agency, its government fee is spent: the customer can no longer cancel. */
export const CANCELLABLE_PHASES: readonly (FulfilmentPhase | null)[] = [null, 'details_needed', 'in_review', 'waiting_on_customer'];

export const PHASE_LABELS: Readonly<Record<FulfilmentPhase, string>> = {
  details_needed: 'Filing details needed',
  in_review: 'In review',
  waiting_on_customer: 'Waiting on you',
  submitted: 'Submitted to the agency',
  approved: 'Approved',
  rejected: 'Rejected by the agency',
  documents_delivered: 'Documents delivered',
  completed: 'Completed',
};

/** The same phases as staff read them: the customer is "you" only to the customer. */
export const STAFF_PHASE_LABELS: Readonly<Record<FulfilmentPhase, string>> = {
  ...PHASE_LABELS,
  waiting_on_customer: 'Waiting on the customer',
};

/** The steps a customer's timeline shows, in order; `waiting_on_customer` and `rejected` appear only when they happen. */
export const PHASE_STEPS: readonly FulfilmentPhase[] = [
  'details_needed',
  'in_review',
  'submitted',
  'approved',
  'documents_delivered',
  'completed',
];

/** The `WHERE phase IN (…)` of a move to `to`; `null` stands for a paid order whose fulfilment has not begun. */
export function phasesLeadingTo(to: FulfilmentPhase): (FulfilmentPhase | null)[] {
  const from: (FulfilmentPhase | null)[] = FULFILMENT_PHASES.filter((p) => PHASE_TRANSITIONS[p].includes(to));
  return to === FIRST_PHASE ? [null, ...from] : from;
}

export function isFulfilmentPhase(value: unknown): value is FulfilmentPhase {
  return typeof value === 'string' && (FULFILMENT_PHASES as readonly string[]).includes(value);
}

/** What a phase move records beyond its name: the agency's reference for a submission, the reason for a rejection. */
export interface PhaseDetail {
  agency?: string;
  confirmationNumber?: string;
  submittedOn?: string;
  reason?: string;
  requestId?: string;
}
