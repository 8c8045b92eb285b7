import { BRAND_NAME } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/**
 * Sent once for each document the team files into an order's vault. It names the document and
 * links to the order page, where the customer downloads it signed in: the file itself never travels
 * by mail.
 */
export interface DocumentDeliveredMailData {
  orderNumber: string;
  serviceName: string;
  /** What the document is, as the vault labels its kind (`EIN confirmation letter`). */
  documentLabel: string;
  orderUrl: string;
}

export function parseDocumentDelivered(data: unknown): DocumentDeliveredMailData {
  const f = Fields.of('document-delivered', data);
  return {
    orderNumber: f.string('orderNumber'),
    serviceName: f.string('serviceName'),
    documentLabel: f.string('documentLabel'),
    orderUrl: f.url('orderUrl'),
  };
}

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
