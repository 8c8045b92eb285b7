import type { EntityManager } from 'typeorm';
import { DOCUMENT_KIND_LABELS, type MailSendPayload, type StaffDocumentKind } from '@filebridge/contracts';

interface OrderForDelivery {
  order_number: string;
  account_id: string;
  account_email: string;
  service_name: string;
}

/**
 * The one mail a filed document sends: which document is ready and where to get it, never the file
 * itself (a mailbox is no place for an EIN letter). Keyed by the document, so however the upload is
 * retried, the customer hears about it once. Like every order mail, it goes to the account's own address.
 */
export async function documentDeliveredMail(
  m: EntityManager,
  orderId: string,
  document: { id: string; kind: StaffDocumentKind },
  site: string,
  correlationId?: string,
): Promise<MailSendPayload> {
  const [o] = await m.query<OrderForDelivery[]>(
    `SELECT o.order_number, o.account_id, a.email AS account_email, s.name AS service_name
       FROM orders o JOIN accounts a ON a.id = o.account_id JOIN services s ON s.id = o.service_id
      WHERE o.id = $1`,
    [orderId],
  );
  return {
    idempotencyKey: `document-${document.id}`,
    template: 'document-delivered',
    to: o!.account_email,
    data: {
      orderNumber: o!.order_number,
      serviceName: o!.service_name,
      documentLabel: DOCUMENT_KIND_LABELS[document.kind],
      orderUrl: `${site}/my/account/${o!.account_id}/orders/${orderId}`,
    },
    ...(correlationId && { correlationId }),
  };
}
