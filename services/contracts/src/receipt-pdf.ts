/**
 * One-page PDFs (US Letter) of the receipt and of a credit note, drawn with pdf-lib in the two
 * standard fonts every PDF reader has (Helvetica, Helvetica-Bold): the same documents whether the
 * customer downloads them or a mail attaches them. pdf-lib is loaded on the first document made, so
 * it weighs on no page and no process that never makes one.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from './brand';
import { formatUsd } from './money';
import type { Receipt } from './receipt';

type PdfLib = typeof import('pdf-lib');

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 56;

/**
 * In UTC, as the mails date things: a document must read the same on every device and host that
 * makes it.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const formatDate = (iso: string) => LONG_DATE.format(new Date(iso));

/**
 * The standard fonts encode WinAnsi only (Latin letters with accents, typographic quotes and
 * dashes); anything else, e.g. a name in another script, is drawn as "?" rather than failing.
 */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\s+/g, ' '), (ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

class Writer {
  constructor(
    private readonly pdf: PdfLib,
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  private font(strong: boolean) {
    return strong ? this.bold : this.regular;
  }

  width(text: string, size: number, strong = false): number {
    const font = this.font(strong);
    return font.widthOfTextAtSize(encodable(font, text), size);
  }

  text(x: number, y: number, value: string, size = 10, strong = false, gray = 0.1) {
    const font = this.font(strong);
    this.page.drawText(encodable(font, value), { x, y, size, font, color: this.pdf.grayscale(gray) });
  }

  right(xRight: number, y: number, value: string, size = 10, strong = false, gray = 0.1) {
    this.text(xRight - this.width(value, size, strong), y, value, size, strong, gray);
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.75, gray = 0.8) {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: this.pdf.grayscale(gray) });
  }

  /** Splits text into lines no wider than `max` points. */
  wrap(text: string, max: number, size: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, size) > max) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines.length ? lines : [''];
  }
}

/** Our name, the document's title, address and contacts over a rule; returns where the body starts. */
function drawLetterhead(w: Writer, title: string): number {
  const right = PAGE_W - MARGIN;
  let y = PAGE_H - MARGIN;
  w.text(MARGIN, y - 6, BRAND_NAME, 20, true, 0.05);
  w.right(right, y - 6, title, 16, true, 0.3);
  y -= 24;
  w.text(MARGIN, y, COMPANY_POSTAL_ADDRESS, 9, false, 0.35);
  y -= 12;
  w.text(MARGIN, y, `${SUPPORT_PHONE_DISPLAY}  |  ${SUPPORT_EMAIL}`, 9, false, 0.35);
  y -= 18;
  w.line(MARGIN, y, right, y, 1, 0.75);
  return y - 22;
}

function drawReceipt(w: Writer, r: Receipt): void {
  const right = PAGE_W - MARGIN;
  let y = drawLetterhead(w, 'RECEIPT');

  const meta: [string, string][] = [
    ['Invoice number', r.invoiceNumber],
    ['Order number', r.orderNumber],
    ['Date', formatDate(r.date)],
    ['Due date', formatDate(r.dueDate)],
    ['Payment method', r.paymentMethod],
    ['Payment status', r.paymentStatus],
  ];
  const columns = [MARGIN, MARGIN + 170, MARGIN + 340];
  meta.forEach(([label, value], i) => {
    const x = columns[i % 3]!;
    const rowY = y - Math.floor(i / 3) * 32;
    w.text(x, rowY, label.toUpperCase(), 7.5, true, 0.45);
    w.text(x, rowY - 13, value, 10.5, i === 5, 0.1);
  });
  y -= 32 * 2 + 14;

  const half = (right - MARGIN) / 2;
  const block = (x: number, title: string, lines: string[]) => {
    w.text(x, y, title.toUpperCase(), 7.5, true, 0.45);
    let lineY = y - 14;
    for (const raw of lines) {
      for (const line of w.wrap(raw, half - 16, 10)) {
        w.text(x, lineY, line, 10);
        lineY -= 13;
      }
    }
    return lineY;
  };
  const billedEnd = block(MARGIN, 'Billed to', [r.customer.name, r.customer.email, r.customer.phone, r.customer.address].filter(Boolean));
  const businessEnd = block(
    MARGIN + half,
    'Business',
    [r.business.name, `${r.business.type}, ${r.business.state}`, r.business.address].filter(Boolean),
  );
  y = Math.min(billedEnd, businessEnd) - 14;

  w.line(MARGIN, y + 4, right, y + 4, 0.75, 0.75);
  y -= 10;
  w.text(MARGIN, y, 'DESCRIPTION', 7.5, true, 0.45);
  w.right(right, y, 'AMOUNT', 7.5, true, 0.45);
  y -= 8;
  w.line(MARGIN, y, right, y, 0.5, 0.85);
  y -= 16;
  for (const item of r.items) {
    const lines = w.wrap(item.description, right - MARGIN - 110, 10);
    lines.forEach((line, i) => w.text(MARGIN, y - i * 13, line, 10));
    w.right(right, y, formatUsd(item.amountCents), 10);
    y -= 13 * lines.length + 7;
    if (y < MARGIN + 120) break; // One page holds far more lines than an order has (at most 20).
  }
  y -= 2;
  w.line(MARGIN + half, y + 8, right, y + 8, 0.5, 0.75);
  y -= 8;
  const totals: [string, string, boolean][] = [
    ['Subtotal', formatUsd(r.subtotalCents), false],
    ['Tax', formatUsd(r.taxCents), false],
    ['Total', formatUsd(r.totalCents), true],
    ...(r.refundedCents > 0
      ? ([
          ['Refunded', `-${formatUsd(r.refundedCents)}`, false],
          ['Net paid', formatUsd(r.totalCents - r.refundedCents), true],
        ] as [string, string, boolean][])
      : []),
  ];
  for (const [label, value, strong] of totals) {
    w.text(MARGIN + half, y, label, strong ? 12 : 10, strong);
    w.right(right, y, value, strong ? 12 : 10, strong);
    y -= strong ? 20 : 15;
  }

  y -= 18;
  w.text(
    MARGIN,
    y,
    r.refundedCents > 0
      ? `Paid by credit card; ${formatUsd(r.refundedCents)} refunded to the same card. Thank you for choosing ${BRAND_NAME}.`
      : `Paid by credit card. Thank you for choosing ${BRAND_NAME}.`,
    9,
    false,
    0.35,
  );
  if (r.items.some((i) => /at cost/i.test(i.description))) {
    y -= 12;
    w.text(MARGIN, y, 'Lines marked "at cost" are government fees, passed through without markup and not taxed.', 9, false, 0.35);
  }
}

/** One refund Stripe confirmed, as its credit note shows it; amounts in integer cents. */
export interface CreditNoteDocument {
  number: string;
  /** When Stripe confirmed it, ISO. */
  date: string;
  amountCents: number;
  reason: string | null;
  invoiceNumber: string;
  orderNumber: string;
  paymentMethod: string;
  /** Who the invoice billed. */
  creditedTo: string;
  invoiceTotalCents: number;
  /** Everything refunded of the order so far, this refund included. */
  refundedTotalCents: number;
}

function drawCreditNote(w: Writer, note: CreditNoteDocument): void {
  const right = PAGE_W - MARGIN;
  let y = drawLetterhead(w, 'CREDIT NOTE');
  const rows: [string, string][] = [
    ['Credit note number', note.number],
    ['For invoice', note.invoiceNumber],
    ['Order number', note.orderNumber],
    ['Date', formatDate(note.date)],
    ['Refunded to', note.paymentMethod],
    ['Credited to', note.creditedTo],
  ];
  for (const [label, value] of rows) {
    w.text(MARGIN, y, label.toUpperCase(), 7.5, true, 0.45);
    w.text(MARGIN + 170, y, value, 10.5);
    y -= 18;
  }
  y -= 10;
  w.line(MARGIN, y + 8, right, y + 8, 0.75, 0.75);
  const totals: [string, string, boolean][] = [
    ['Invoice total', formatUsd(note.invoiceTotalCents), false],
    ['Refunded by this credit note', formatUsd(note.amountCents), true],
    ['Refunded in total', formatUsd(note.refundedTotalCents), false],
  ];
  for (const [label, value, strong] of totals) {
    y -= strong ? 20 : 15;
    w.text(MARGIN, y, label, strong ? 12 : 10, strong);
    w.right(right, y, value, strong ? 12 : 10, strong);
  }
  if (note.reason) {
    y -= 28;
    w.text(MARGIN, y, 'REASON', 7.5, true, 0.45);
    for (const line of w.wrap(note.reason, right - MARGIN, 10)) {
      y -= 14;
      w.text(MARGIN, y, line, 10);
    }
  }
  y -= 24;
  w.text(MARGIN, y, 'Refunded through Stripe to the card you paid with; your bank may take 5-10 business days to show it.', 9, false, 0.35);
}

/** A one-page document titled and dated as given, drawn by `draw`. */
async function onePage(title: string, isoDate: string, draw: (w: Writer) => void): Promise<Uint8Array> {
  const pdf = await import('pdf-lib');
  const doc = await pdf.PDFDocument.create();
  const date = new Date(isoDate);
  doc.setTitle(title);
  doc.setAuthor(BRAND_NAME);
  doc.setCreator(BRAND_NAME);
  doc.setProducer(BRAND_NAME);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const page = doc.addPage([PAGE_W, PAGE_H]);
  const [regular, bold] = await Promise.all([doc.embedFont(pdf.StandardFonts.Helvetica), doc.embedFont(pdf.StandardFonts.HelveticaBold)]);
  draw(new Writer(pdf, page, regular, bold));
  return doc.save();
}

/** The receipt as PDF bytes; dated by the order, so the same receipt gives the same document. */
export function receiptPdf(r: Receipt): Promise<Uint8Array> {
  return onePage(`${BRAND_NAME} receipt ${r.orderNumber}`, r.date, (w) => drawReceipt(w, r));
}

/** A credit note as PDF bytes, dated by the refund, so the same refund gives the same document. */
export function creditNotePdf(note: CreditNoteDocument): Promise<Uint8Array> {
  return onePage(`${BRAND_NAME} credit note ${note.number}`, note.date, (w) => drawCreditNote(w, note));
}

/** The file name a credit note is saved or attached under. */
export const creditNoteFileName = (number: string): string => `${BRAND_NAME}-credit-note-${number}.pdf`;

/** The file name a receipt is saved or attached under. */
export const receiptFileName = (orderNumber: string): string => `${BRAND_NAME}-receipt-${orderNumber}.pdf`;
