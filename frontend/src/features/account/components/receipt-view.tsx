import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, formatUsd, type Receipt } from '@filebridge/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FileTextIcon } from '../../../components/icons';
import { formatDate } from '../lib/receipt';
import styles from './receipt.module.css';

/** The PDF writer (and pdf-lib with it) is fetched on the first click, not with the receipt page. */
async function downloadPdf(receipt: Receipt): Promise<void> {
  const { downloadReceiptPdf } = await import('../lib/receipt-pdf');
  await downloadReceiptPdf(receipt);
}

/**
 * The receipt as a document: invoice and order numbers, date, due date (+30 days),
 * customer, business, items, subtotal, tax, total, "Credit Card", "Paid". Printing shows only this
 * document (see receipt.module.css), and "Download PDF" saves the same content as a PDF file.
 */
export function ReceiptView({ receipt, headingLevel = 2 }: { receipt: Receipt; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const helpId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const [makingPdf, setMakingPdf] = useState(false);
  const onDownload = async () => {
    setMakingPdf(true);
    try {
      await downloadPdf(receipt);
    } catch {
      toast.error('The PDF could not be made. Please try again, or use Print and choose “Save as PDF”.');
    } finally {
      setMakingPdf(false);
    }
  };
  return (
    <div className={styles.wrap} data-receipt>
      <div className={styles.toolbar} data-print="hide">
        <Button variant="outline" size="sm" onClick={() => window.print()} aria-describedby={helpId}>
          Print
        </Button>
        <Button
          variant="outline"
          size="sm"
          iconStart={<FileTextIcon size={16} />}
          onClick={onDownload}
          loading={makingPdf}
          loadingText="Making PDF..."
          aria-describedby={helpId}
        >
          Download PDF
        </Button>
        <p id={helpId} className={styles.toolbarHelp}>
          Download PDF saves this receipt as a PDF file; Print prints just the receipt (or choose “Save as PDF” in the print dialog).
        </p>
      </div>
      <article className={styles.receipt} aria-labelledby={titleId} data-testid="receipt">
        <div className={styles.top}>
          <div>
            <p className={styles.brand}>{BRAND_NAME}</p>
            <p className={styles.small}>{COMPANY_POSTAL_ADDRESS}</p>
            <p className={styles.small}>
              {SUPPORT_PHONE_DISPLAY} · {SUPPORT_EMAIL}
            </p>
          </div>
          <div className={styles.titleBox}>
            <Heading id={titleId} className={styles.title}>
              Receipt
            </Heading>
            <span className={styles.paid}>{receipt.paymentStatus}</span>
          </div>
        </div>

        <dl className={styles.meta}>
          <div>
            <dt>Invoice number</dt>
            <dd>{receipt.invoiceNumber}</dd>
          </div>
          <div>
            <dt>Order number</dt>
            <dd data-testid="receipt-order-number">{receipt.orderNumber}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDate(receipt.date)}</dd>
          </div>
          <div>
            <dt>Due date</dt>
            <dd data-testid="receipt-due-date">{formatDate(receipt.dueDate)}</dd>
          </div>
          <div>
            <dt>Payment method</dt>
            <dd>{receipt.paymentMethod}</dd>
          </div>
          <div>
            <dt>Payment status</dt>
            <dd>{receipt.paymentStatus}</dd>
          </div>
        </dl>

        <div className={styles.parties}>
          <div>
            <Sub className={styles.partyTitle}>Billed to</Sub>
            <p>
              <strong>{receipt.customer.name}</strong>
              <br />
              {receipt.customer.email}
              {receipt.customer.phone ? (
                <>
                  <br />
                  {receipt.customer.phone}
                </>
              ) : null}
              <br />
              {receipt.customer.address}
            </p>
          </div>
          <div>
            <Sub className={styles.partyTitle}>Business</Sub>
            <p>
              <strong>{receipt.business.name}</strong>
              <br />
              {receipt.business.type}, {receipt.business.state}
              <br />
              {receipt.business.address}
            </p>
          </div>
        </div>

        <table className={styles.items}>
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.items.map((item, i) => (
              <tr key={`${item.description}-${i}`}>
                <td>{item.description}</td>
                <td className={styles.amount}>{formatUsd(item.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Subtotal</th>
              <td className={styles.amount}>{formatUsd(receipt.subtotalCents)}</td>
            </tr>
            <tr>
              <th scope="row">Tax</th>
              <td className={styles.amount}>{formatUsd(receipt.taxCents)}</td>
            </tr>
            <tr className={styles.totalRow}>
              <th scope="row">Total</th>
              <td className={styles.amount} data-testid="receipt-total">
                {formatUsd(receipt.totalCents)}
              </td>
            </tr>
            {receipt.refundedCents > 0 ? (
              <>
                <tr>
                  <th scope="row">Refunded</th>
                  <td className={styles.amount} data-testid="receipt-refunded">
                    −{formatUsd(receipt.refundedCents)}
                  </td>
                </tr>
                <tr className={styles.totalRow}>
                  <th scope="row">Net paid</th>
                  <td className={styles.amount}>{formatUsd(receipt.totalCents - receipt.refundedCents)}</td>
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
        <p className={styles.note}>
          Lines ending “at cost” are government fees, passed through without markup and not taxed. Questions about this receipt? Call{' '}
          {SUPPORT_PHONE_DISPLAY}.
        </p>
      </article>
    </div>
  );
}
