/** The largest file the vault takes, either way: scans of a few pages fit well within it. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** What an upload may declare itself as; the bytes decide what it is (sniffDocumentType). */
export const UPLOAD_CONTENT_TYPES = [...DOCUMENT_CONTENT_TYPES, 'application/octet-stream'] as const;

const SIGNATURES: readonly { type: DocumentContentType; magic: readonly number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

export const DOCUMENT_EXTENSIONS: Readonly<Record<DocumentContentType, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** How many leading bytes sniffDocumentType needs to decide. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));

/**
 * The type a file's first bytes prove it to be, or null. Never the name or the declared type: a
 * text file named `.pdf` or sent as application/pdf is still refused.
 */
export function sniffDocumentType(firstBytes: Uint8Array): DocumentContentType | null {
  const match = SIGNATURES.find(({ magic }) => magic.length <= firstBytes.length && magic.every((b, i) => firstBytes[i] === b));
  return match?.type ?? null;
}

/** Bytes as a person reads them: `850 KB`, `4.2 MB`. */
export function formatDocumentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
