/**
 * A one-page PDF of the spec §3 receipt, written by hand: no PDF library is installed, and a
 * receipt needs only text, lines and the two standard fonts every PDF reader has (Helvetica and
 * Helvetica-Bold, WinAnsi encoding), so a ~150-line writer beats a dependency.
 *
 * Output is pure ASCII (text outside WinAnsi is transliterated), so character offsets are byte
 * offsets and the cross-reference table is exact. PDF 1.4, US Letter.
 */
import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, formatUsd, type Receipt } from '@filebridge/contracts';
import { formatDate } from './receipt';

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 56;

/** Helvetica advance widths (1/1000 em) for the characters amounts use; others fall back to an average. */
const WIDTHS: Record<string, number> = { $: 556, ',': 278, '.': 278, '-': 333, ' ': 278, '(': 333, ')': 333 };
for (const d of '0123456789') WIDTHS[d] = 556;

function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) units += WIDTHS[ch] ?? (bold ? 611 : 556);
  return (units * size) / 1000;
}

/** Typographic characters → ASCII, anything else outside printable ASCII → "?". */
export function toPdfAscii(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00A0/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '?');
}

/** A PDF literal string: ASCII with backslash, parentheses escaped. */
function lit(text: string): string {
  return `(${toPdfAscii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

class Content {
  private ops: string[] = [];

  text(x: number, y: number, value: string, size = 10, bold = false, gray = 0.1) {
    this.ops.push(`${gray} g BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${lit(value)} Tj ET`);
  }

  right(xRight: number, y: number, value: string, size = 10, bold = false, gray = 0.1) {
    this.text(xRight - textWidth(toPdfAscii(value), size, bold), y, value, size, bold, gray);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.75, gray = 0.8) {
    this.ops.push(`${gray} G ${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }

  toString() {
    return this.ops.join('\n');
  }
}

/** Splits text into lines no wider than `max` points (by an average glyph width). */
function wrap(text: string, max: number, size: number): string[] {
  const words = toPdfAscii(text).split(/\s+/);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size) > max && current) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

const usDate = (iso: string) => formatDate(iso);

function receiptContent(r: Receipt): string {
  const c = new Content();
  const right = PAGE_W - MARGIN;
  let y = PAGE_H - MARGIN;

  c.text(MARGIN, y - 6, BRAND_NAME, 20, true, 0.05);
  c.right(right, y - 6, 'RECEIPT', 16, true, 0.3);
  y -= 24;
  c.text(MARGIN, y, COMPANY_POSTAL_ADDRESS, 9, false, 0.35);
  y -= 12;
  c.text(MARGIN, y, `${SUPPORT_PHONE_DISPLAY}  |  ${SUPPORT_EMAIL}`, 9, false, 0.35);
  y -= 18;
  c.line(MARGIN, y, right, y, 1, 0.75);
  y -= 22;

  const meta: [string, string][] = [
    ['Invoice number', r.invoiceNumber],
    ['Order number', r.orderNumber],
    ['Date', usDate(r.date)],
    ['Due date', usDate(r.dueDate)],
    ['Payment method', r.paymentMethod],
    ['Payment status', r.paymentStatus],
  ];
  const colX = [MARGIN, MARGIN + 170, MARGIN + 340];
  meta.forEach(([label, value], i) => {
    const x = colX[i % 3]!;
    const rowY = y - Math.floor(i / 3) * 32;
    c.text(x, rowY, label.toUpperCase(), 7.5, true, 0.45);
    c.text(x, rowY - 13, value, 10.5, i === 5, 0.1);
  });
  y -= 32 * 2 + 14;

  const half = (right - MARGIN) / 2;
  const block = (x: number, title: string, lines: string[]) => {
    c.text(x, y, title.toUpperCase(), 7.5, true, 0.45);
    let ly = y - 14;
    for (const raw of lines) {
      for (const l of wrap(raw, half - 16, 10)) {
        c.text(x, ly, l, 10);
        ly -= 13;
      }
    }
    return ly;
  };
  const endA = block(MARGIN, 'Billed to', [r.customer.name, r.customer.email, r.customer.phone, r.customer.address].filter(Boolean));
  const endB = block(
    MARGIN + half,
    'Business',
    [r.business.name, `${r.business.type}, ${r.business.state}`, r.business.address].filter(Boolean),
  );
  y = Math.min(endA, endB) - 14;

  c.line(MARGIN, y + 4, right, y + 4, 0.75, 0.75);
  y -= 10;
  c.text(MARGIN, y, 'DESCRIPTION', 7.5, true, 0.45);
  c.right(right, y, 'AMOUNT', 7.5, true, 0.45);
  y -= 8;
  c.line(MARGIN, y, right, y, 0.5, 0.85);
  y -= 16;
  for (const item of r.items) {
    const lines = wrap(item.description, right - MARGIN - 110, 10);
    lines.forEach((l, i) => c.text(MARGIN, y - i * 13, l, 10));
    c.right(right, y, formatUsd(item.amountCents), 10);
    y -= 13 * lines.length + 7;
    if (y < MARGIN + 120) break; // One page holds far more lines than an order has (at most 20).
  }
  y -= 2;
  c.line(MARGIN + half, y + 8, right, y + 8, 0.5, 0.75);
  y -= 8;
  const totals: [string, string, boolean][] = [
    ['Subtotal', formatUsd(r.subtotalCents), false],
    ['Tax', formatUsd(r.taxCents), false],
    ['Total', formatUsd(r.totalCents), true],
  ];
  for (const [label, value, strong] of totals) {
    c.text(MARGIN + half, y, label, strong ? 12 : 10, strong);
    c.right(right, y, value, strong ? 12 : 10, strong);
    y -= strong ? 20 : 15;
  }

  y -= 18;
  c.text(MARGIN, y, `Paid by credit card. Thank you for choosing ${BRAND_NAME}.`, 9, false, 0.35);
  if (r.items.some((i) => /at cost/i.test(i.description))) {
    y -= 12;
    c.text(MARGIN, y, 'Lines marked "at cost" are government fees, passed through without markup and not taxed.', 9, false, 0.35);
  }
  return c.toString();
}

/** Builds the PDF document for a receipt. */
export function receiptPdf(r: Receipt): Uint8Array {
  const stream = receiptContent(r);
  const created = new Date(r.date);
  const pdfDate = `D:${created.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${lit(`${BRAND_NAME} receipt ${r.orderNumber}`)} /Author ${lit(BRAND_NAME)} /Producer ${lit(BRAND_NAME)} /CreationDate (${pdfDate}) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Saves the receipt PDF through a temporary download link. */
export function downloadReceiptPdf(r: Receipt): void {
  const bytes = receiptPdf(r);
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${BRAND_NAME}-receipt-${r.orderNumber}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
