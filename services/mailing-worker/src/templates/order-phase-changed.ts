import { BRAND_NAME, PHASE_LABELS, type CustomerMailedPhase, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type OrderPhaseChangedMailData = MailData<'order-phase-changed'>;

/** What each phase this mail is sent for tells the customer. */
const WHAT_IT_MEANS: Readonly<Record<CustomerMailedPhase, string>> = {
  submitted:
    'We have filed your paperwork with the agency. Nothing is needed from you while they process it; we will write again as soon as they answer.',
  approved: 'The agency has approved your filing. We are preparing your documents and will deliver them to your order page.',
  rejected:
    'The agency did not accept the filing as submitted. Our team is correcting it and will file it again at no extra cost; if we need anything from you, we will ask on your order page.',
};

const SUBJECTS: Readonly<Record<CustomerMailedPhase, (n: string) => string>> = {
  submitted: (n) => `Your filing for order ${n} has been submitted`,
  approved: (n) => `Good news: your filing for order ${n} was approved`,
  rejected: (n) => `Your filing for order ${n} needs another submission`,
};

const longDate = (isoDay: string): string =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function renderOrderPhaseChanged(data: OrderPhaseChangedMailData): RenderedMail {
  const label = PHASE_LABELS[data.phase];
  const meaning = WHAT_IT_MEANS[data.phase];
  const rows = [
    { label: 'Order number', value: data.orderNumber },
    { label: 'Filing', value: data.serviceName },
    { label: 'Status', value: label },
    ...(data.agency ? [{ label: 'Agency', value: data.agency }] : []),
    ...(data.confirmationNumber ? [{ label: 'Confirmation number', value: data.confirmationNumber }] : []),
    ...(data.submittedOn ? [{ label: 'Submitted on', value: longDate(data.submittedOn) }] : []),
    ...(data.estimatedCompletion ? [{ label: 'Estimated completion', value: `${longDate(data.estimatedCompletion)} (estimate)` }] : []),
  ];
  return renderLayout({
    subject: SUBJECTS[data.phase](data.orderNumber),
    preheader: meaning,
    blocks: [
      { kind: 'heading', text: `Order ${data.orderNumber}: ${label}` },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: meaning },
      { kind: 'details', rows },
      ...(data.reason ? [{ kind: 'quote' as const, label: 'What the agency said', text: data.reason }] : []),
      { kind: 'button', label: 'Follow your order', url: data.orderUrl },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
