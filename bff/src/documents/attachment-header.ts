/**
 * A Content-Disposition that downloads the file under its own name in every browser and can carry
 * nothing else: the plain `filename` keeps printable ASCII only (quotes and backslashes replaced),
 * and `filename*` gives the exact name, percent-encoded (RFC 6266, RFC 5987).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'document';
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
