import { describe, expect, it } from 'vitest';
import { makeOrderDetail } from './test-factories';
import { receiptFromOrder } from './receipt';
import { receiptPdf, toPdfAscii } from './receipt-pdf';

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('receiptPdf', () => {
  const receipt = receiptFromOrder(
    makeOrderDetail({
      businessInfo: {
        name: 'Café “Lone Star” (Austin)',
        type: 'LLC',
        state: 'Texas',
        address: '100 Congress Ave',
        city: 'Austin',
        zip: '78701',
      },
    }),
  );
  const pdf = text(receiptPdf(receipt));

  it('is a PDF 1.4 file that ends with %%EOF', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = pdf
      .slice(startxref)
      .split('\n')
      .slice(2, 10)
      .filter((l) => l.endsWith(' n '));
    expect(entries).toHaveLength(7);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('declares the content stream’s exact length', () => {
    const m = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(m[2]!.length).toBe(Number(m[1]));
  });

  it('contains the receipt’s numbers, dates, parties and totals', () => {
    for (const s of [
      'INV-100001',
      'FB-100001',
      'Credit Card',
      'Paid',
      'Ada Lovelace',
      '$349.00',
      '$3.06',
      '$352.06',
      'Texas state LLC filing fee, at cost',
    ]) {
      expect(pdf).toContain(s);
    }
    expect(pdf).toContain('(Cafe "Lone Star" \\(Austin\\))');
  });

  it('is plain ASCII, so offsets are bytes', () => {
    expect([...pdf].every((c) => c.charCodeAt(0) < 128)).toBe(true);
    expect(toPdfAscii('Ünïcödé — “quotes” …')).toBe('Unicode - "quotes" ...');
  });
});
