import { BRAND_NAME } from '@filebridge/contracts';
import { formatLongDate } from './format';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/** Sent on the customer's reminder days (60, 30 and 7 unless changed) before a filing that follows from a paid order falls due. */
export interface ComplianceReminderMailData {
  customerName: string;
  orderNumber: string;
  /** "Florida LLC annual report". */
  title: string;
  /** ISO date. */
  dueDate: string;
  daysBefore: number;
  detail: string;
  /** The filing's checkout filled in from the business record; absent for what we do not file (a state tax). */
  orderFilingUrl?: string;
  /** The customer's compliance calendar. */
  calendarUrl: string;
  unsubscribeUrl: string;
}

export function parseComplianceReminder(data: unknown): ComplianceReminderMailData {
  const f = Fields.of('compliance-reminder', data);
  const parsed: ComplianceReminderMailData = {
    customerName: f.string('customerName'),
    orderNumber: f.string('orderNumber'),
    title: f.string('title'),
    dueDate: f.isoDate('dueDate'),
    daysBefore: f.positiveInteger('daysBefore'),
    detail: f.string('detail'),
    calendarUrl: f.url('calendarUrl'),
    unsubscribeUrl: f.url('unsubscribeUrl'),
  };
  if (f.optionalString('orderFilingUrl') !== undefined) parsed.orderFilingUrl = f.url('orderFilingUrl');
  return parsed;
}

export function renderComplianceReminder(data: ComplianceReminderMailData): RenderedMail {
  const due = formatLongDate(data.dueDate);
  return renderLayout({
    subject: `Due in ${data.daysBefore} days: ${data.title} (${due})`,
    preheader: `${data.title} is due ${due}.`,
    blocks: [
      { kind: 'heading', text: `${data.title} is due ${due}` },
      { kind: 'paragraph', text: `Hi ${data.customerName},` },
      { kind: 'paragraph', text: `This filing follows from your order ${data.orderNumber} and is due in ${data.daysBefore} days.` },
      { kind: 'paragraph', text: data.detail },
      data.orderFilingUrl
        ? { kind: 'button', label: 'Review and renew', url: data.orderFilingUrl }
        : { kind: 'button', label: 'See your compliance calendar', url: data.calendarUrl },
    ],
    reason: `You received this reminder because you placed an order with ${BRAND_NAME}. The link below turns off every compliance reminder at once.`,
    unsubscribeUrl: data.unsubscribeUrl,
  });
}
