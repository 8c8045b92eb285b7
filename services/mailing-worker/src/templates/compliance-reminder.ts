import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { formatLongDate } from './format';
import { renderLayout, type RenderedMail } from './layout';

export type ComplianceReminderMailData = MailData<'compliance-reminder'>;

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
