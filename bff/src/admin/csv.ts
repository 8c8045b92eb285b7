/** RFC 4180 quoting, plus a leading apostrophe on cells a spreadsheet would run as a formula. */
export function toCsv(headers: string[], rows: Record<string, unknown>[]): string {
  const cell = (v: unknown) => {
    let s =
      v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [headers.join(','), ...rows.map((r) => headers.map((h) => cell(r[h])).join(','))].join('\r\n') + '\r\n';
}
