import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { receiptFromOrder } from './receipt';
import { creditNotePdf, receiptPdf } from './receipt-pdf';
import { makeOrderDetail } from './test-factories';

/** The text a page draws: pdf-lib writes each run as a hex string of WinAnsi bytes before `Tj`. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  let text = '';
  for (const ref of refs) {
    const stream = page.doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const source = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
    for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      text += `${new TextDecoder('windows-1252').decode(Uint8Array.from(hex!.match(/../g) ?? [], (b) => parseInt(b, 16)))}\n`;
    }
  }
  return text;
}

describe('receiptPdf', () => {
  const receipt = receiptFromOrder(
    makeOrderDetail({
      businessInfo: {
        name: 'Café “Lone Star” 東京',
        type: 'LLC',
        state: 'Texas',
        address: '100 Congress Ave',
        city: 'Austin',
        zip: '78701',
      },
    }),
  );

  it('is a one-page PDF that pdf-lib reads back, titled with the order number', async () => {
    const doc = await PDFDocument.load(await receiptPdf(receipt));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getTitle()).toBe('Filebridge receipt FB-100001');
    expect(doc.getCreationDate()?.toISOString()).toBe(receipt.date);
  });

  it('shows the receipt’s numbers, dates, parties and totals', async () => {
    const text = pageText((await PDFDocument.load(await receiptPdf(receipt))).getPage(0));
    for (const expected of [
      'INV-100001',
      'FB-100001',
      'March 1, 2026',
      'March 31, 2026',
      'Credit Card',
      'Paid',
      'Ada Lovelace',
      'Texas state LLC filing fee, at cost',
      '$49.00',
      '$349.00',
      '$3.06',
      '$352.06',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps accents and typographic quotes, and draws characters the standard fonts lack as "?"', async () => {
    const text = pageText((await PDFDocument.load(await receiptPdf(receipt))).getPage(0));
    expect(text).toContain('Café “Lone Star” ??');
  });

  it('gives the same bytes for the same receipt', async () => {
    expect(await receiptPdf(receipt)).toEqual(await receiptPdf(receipt));
  });
});

describe('refunds on paper', () => {
  it('the receipt says Partially refunded with the refunded and net amounts', async () => {
    const doc = await PDFDocument.load(await receiptPdf(receiptFromOrder(makeOrderDetail({ refunded: 52.06 }))));
    const text = pageText(doc.getPage(0));
    expect(text).toContain('Partially refunded');
    expect(text).toContain('-$52.06');
    expect(text).toContain('$300.00\n');
  });

  it('the credit note names its number, invoice, amount and reason on one page', async () => {
    const receipt = receiptFromOrder(makeOrderDetail({ status: 'refunded', refunded: 352.06 }));
    const doc = await PDFDocument.load(
      await creditNotePdf(receipt, {
        number: 'CN-100001-1',
        date: '2026-03-02T10:01:00.000Z',
        amountCents: 35_206,
        reason: 'Cancelled before filing',
      }),
    );
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Filebridge credit note CN-100001-1');
    const text = pageText(doc.getPage(0));
    for (const part of ['CREDIT NOTE', 'CN-100001-1', 'INV-100001', 'FB-100001', '$352.06', 'Cancelled before filing'])
      expect(text).toContain(part);
  });
});
