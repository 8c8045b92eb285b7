import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type DocumentDeliveredMailData = MailData<'document-delivered'>;

export function renderDocumentDelivered(data: DocumentDeliveredMailData): RenderedMail {
  const ready = `Your ${data.documentLabel} for order ${data.orderNumber} is ready to download from your order page.`;
  return renderLayout({
    subject: `Your ${data.documentLabel} is ready (order ${data.orderNumber})`,
    preheader: ready,
    blocks: [
      { kind: 'heading', text: 'Your document is ready' },
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: ready },
      {
        kind: 'details',
        rows: [
          { label: 'Order number', value: data.orderNumber },
          { label: 'Filing', value: data.serviceName },
          { label: 'Document', value: data.documentLabel },
        ],
      },
      {
        kind: 'paragraph',
        text: 'For your security the document is not attached to this email. Sign in to download it; keep a copy with your business records.',
      },
      { kind: 'button', label: 'Download your document', url: data.orderUrl },
    ],
    reason: `You received this email because you placed an order with ${BRAND_NAME}.`,
  });
}
