import { BRAND_NAME, creditNoteFileName, creditNotePdf, formatUsd, type Receipt, type MailData } from '@filebridge/contracts';
import { formatLongDate } from './format';
import { renderLayout, type MailAttachment, type RenderedMail } from './layout';

/** Every order is paid by card, and a refund goes back to it. */
const CARD: Receipt['paymentMethod'] = 'Credit Card';

export type RefundIssuedMailData = MailData<'refund-issued'>;

/** The credit note the mail attaches, the same document the order page downloads. */
export async function refundIssuedAttachments(data: RefundIssuedMailData): Promise<MailAttachment[]> {
  const content = await creditNotePdf({
    number: data.creditNoteNumber,
    date: data.date,
    amountCents: data.amountCents,
    reason: data.reason ?? null,
    invoiceNumber: data.invoiceNumber,
    orderNumber: data.orderNumber,
    paymentMethod: CARD,
    creditedTo: data.creditedTo ?? '',
    invoiceTotalCents: data.orderTotalCents,
    refundedTotalCents: data.refundedTotalCents,
  });
  return [{ filename: creditNoteFileName(data.creditNoteNumber), content: Buffer.from(content), contentType: 'application/pdf' }];
}

export function renderRefundIssued(data: RefundIssuedMailData): RenderedMail {
  const amount = formatUsd(data.amountCents);
  const full = data.refundedTotalCents >= data.orderTotalCents;
  return renderLayout({
    subject: `Refund of ${amount} for your order ${data.orderNumber}`,
    preheader: `We refunded ${amount} to the card you paid with. Credit note ${data.creditNoteNumber}.`,
    blocks: [
      { kind: 'heading', text: `Refund of ${amount} issued` },
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `We refunded ${amount} for order ${data.orderNumber} to the card you paid with. Depending on your bank, it can take 5–10 business days to appear on your statement.`,
      },
      {
        kind: 'details',
        rows: [
          { label: 'Credit note', value: data.creditNoteNumber },
          { label: 'For invoice', value: data.invoiceNumber },
          { label: 'Date', value: formatLongDate(data.date) },
          { label: 'Refunded now', value: amount },
          { label: 'Refunded in total', value: formatUsd(data.refundedTotalCents) },
          { label: 'Order total', value: formatUsd(data.orderTotalCents) },
          { label: 'Order status', value: full ? 'Refunded' : 'Partially refunded' },
        ],
      },
      ...(data.reason ? [{ kind: 'quote' as const, label: 'Reason', text: data.reason }] : []),
      { kind: 'paragraph', text: `Credit note ${data.creditNoteNumber} is attached to this email as a PDF; keep it with your records.` },
      { kind: 'button', label: 'View your order', url: data.orderUrl },
    ],
    reason: `You received this email because you paid for an order with ${BRAND_NAME}.`,
  });
}
