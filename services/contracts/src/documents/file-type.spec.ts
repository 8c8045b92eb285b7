import { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS } from './kinds';
import { cleanFileName } from './schemas';
import { SNIFF_BYTES, sniffDocumentType } from './file-type';

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('sniffDocumentType', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffDocumentType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('refuses anything else, a text file that names itself a PDF and a cut-off signature included', () => {
    expect(sniffDocumentType(ascii('hello.pdf'))).toBeNull();
    expect(sniffDocumentType(ascii('%PDF'))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffDocumentType(ascii('<html>%PDF-'))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });

  it('needs no more bytes than SNIFF_BYTES', () => {
    expect(SNIFF_BYTES).toBe(8);
  });
});

describe('document kinds', () => {
  it('labels every kind', () => {
    for (const kind of DOCUMENT_KINDS) expect(DOCUMENT_KIND_LABELS[kind]).toMatch(/\w/);
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment of a path and drops control characters', () => {
    expect(cleanFileName('C:\\Users\\dana\\EIN letter.pdf')).toBe('EIN letter.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(cleanFileName('folder/')).toBe('');
  });
});
