/**
 * The receipt and credit note PDFs saved from the browser. This module is loaded only when the
 * customer asks for one; the documents themselves are the contracts' (the ones mails attach).
 */
import {
  creditNoteFileName,
  creditNotePdf as creditNoteDocumentPdf,
  receiptFileName,
  receiptPdf,
  type Receipt,
} from '@filebridge/contracts';

export { receiptPdf };

/** One refund Stripe confirmed, as the order page lists it. */
export interface CreditNote {
  number: string;
  /** When Stripe confirmed it, ISO. */
  date: string;
  amountCents: number;
  reason: string | null;
}

export function creditNotePdf(r: Receipt, note: CreditNote): Promise<Uint8Array> {
  return creditNoteDocumentPdf({
    number: note.number,
    date: note.date,
    amountCents: note.amountCents,
    reason: note.reason,
    invoiceNumber: r.invoiceNumber,
    orderNumber: r.orderNumber,
    paymentMethod: r.paymentMethod,
    creditedTo: r.customer.name,
    invoiceTotalCents: r.totalCents,
    refundedTotalCents: r.refundedCents,
  });
}

export async function downloadCreditNotePdf(r: Receipt, note: CreditNote): Promise<void> {
  save(await creditNotePdf(r, note), creditNoteFileName(note.number));
}

/** Saves the receipt PDF through a temporary download link. */
export async function downloadReceiptPdf(r: Receipt): Promise<void> {
  save(await receiptPdf(r), receiptFileName(r.orderNumber));
}

function save(bytes: Uint8Array, filename: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
