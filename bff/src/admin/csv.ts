/** One CSV cell: RFC 4180 quoting, plus a leading apostrophe on cells a spreadsheet would run as a formula. */
function cell(v: unknown): string {
  let s = v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line of `row`, its cells in the order of `headers`. */
export function csvRow(headers: readonly string[], row: Record<string, unknown>): string {
  return headers.map((h) => cell(row[h])).join(',') + '\r\n';
}

export function toCsv(headers: string[], rows: Record<string, unknown>[]): string {
  return [headers.join(',') + '\r\n', ...rows.map((r) => csvRow(headers, r))].join('');
}
