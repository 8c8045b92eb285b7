import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { markup, multiline, SafeHtml } from './html';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A file a mail carries, made from the same job data as its text. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface DetailRow {
  label: string;
  value: string;
  /** Makes the value a link (mailto:, tel:); the plain-text part shows the value alone. */
  href?: string;
}
export interface Column {
  title: string;
  lines: readonly string[];
}
export interface LineItem {
  description: string;
  /** Already formatted with `formatUsd`, so the layout never decides how money reads. */
  amount: string;
}
export interface TotalRow {
  label: string;
  amount: string;
  emphasis?: boolean;
}

/**
 * Templates describe their content as blocks and the layout renders each block twice, as HTML and
 * as plain text. That keeps the two parts of a mail saying the same thing by construction.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** `showUrl` adds the raw link under the button for clients that block or mangle buttons. */
  | { kind: 'button'; label: string; url: string; showUrl?: boolean }
  | { kind: 'details'; rows: readonly DetailRow[] }
  | { kind: 'columns'; columns: readonly Column[] }
  | { kind: 'lineItems'; items: readonly LineItem[]; totals: readonly TotalRow[] }
  | { kind: 'quote'; label: string; text: string };

export interface MailContent {
  subject: string;
  /** The inbox preview line; hidden in the body. */
  preheader: string;
  blocks: readonly Block[];
  /** Why the recipient gets this mail, shown in the footer. */
  reason: string;
  /** Only newsletter mail carries one: transactional mail must reach the customer regardless. */
  unsubscribeUrl?: string;
  /** Mail to our own support desk leaves out the "contact us" block meant for customers. */
  hideSupport?: boolean;
}

const COLOR = {
  page: '#f3f5f8',
  card: '#ffffff',
  border: '#e5e7eb',
  brand: '#0f4c81',
  text: '#1f2937',
  muted: '#4b5563',
  subtle: '#6b7280',
  quote: '#f9fafb',
};
// No quotes in the stack: values pass through `markup`, and unquoted family names are valid CSS.
const FONT = 'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
const TEXT_WIDTH = 64;
const EMPTY = markup``;

function headingHtml(text: string): SafeHtml {
  return markup`<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:30px;font-weight:700;color:${COLOR.text};">${text}</h1>`;
}

function paragraphHtml(text: string): SafeHtml {
  return markup`<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:24px;color:${COLOR.text};">${multiline(text)}</p>`;
}

function buttonHtml(label: string, url: string, showUrl: boolean): SafeHtml {
  const fallback = showUrl
    ? markup`<p style="margin:0 0 16px;${FONT};font-size:13px;line-height:20px;color:${COLOR.subtle};">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${COLOR.brand};word-break:break-all;">${url}</a></p>`
    : EMPTY;
  return markup`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td bgcolor="${COLOR.brand}" style="border-radius:6px;background-color:${COLOR.brand};">
<a href="${url}" target="_blank" style="display:inline-block;padding:12px 28px;${FONT};font-size:15px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px;">${label}</a>
</td></tr>
</table>${fallback}`;
}

function detailsHtml(rows: readonly DetailRow[]): SafeHtml {
  const cell = `padding:8px 0;border-bottom:1px solid ${COLOR.border};${FONT};font-size:14px;line-height:20px;vertical-align:top;`;
  const value = (row: DetailRow): SafeHtml =>
    row.href ? markup`<a href="${row.href}" style="color:${COLOR.brand};">${row.value}</a>` : multiline(row.value);
  return markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-collapse:collapse;">
${rows.map(
  (row) =>
    markup`<tr><td style="${cell}width:40%;padding-right:12px;color:${COLOR.subtle};">${row.label}</td><td style="${cell}color:${COLOR.text};">${value(row)}</td></tr>\n`,
)}</table>`;
}

function columnsHtml(columns: readonly Column[]): SafeHtml {
  const width = `${Math.floor(100 / columns.length)}%`;
  const cells = columns.map(
    (column, i) =>
      markup`<td class="fb-col" width="${width}" style="width:${width};vertical-align:top;padding:0 ${i < columns.length - 1 ? '16px' : '0'} 0 0;${FONT};">
<p style="margin:0 0 6px;font-size:12px;line-height:16px;font-weight:700;letter-spacing:0.5px;text-transform:uppercase;color:${COLOR.subtle};">${column.title}</p>
<p style="margin:0;font-size:14px;line-height:21px;color:${COLOR.text};overflow-wrap:anywhere;">${multiline(column.lines.join('\n'))}</p>
</td>`,
  );
  return markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-collapse:collapse;">
<tr>${cells}</tr>
</table>`;
}

// A real data table (scoped headers, no role="presentation") so screen readers read it as one.
function lineItemsHtml(items: readonly LineItem[], totals: readonly TotalRow[]): SafeHtml {
  const head = `padding:8px 0;border-bottom:2px solid ${COLOR.border};${FONT};font-size:12px;line-height:16px;font-weight:700;letter-spacing:0.5px;text-transform:uppercase;color:${COLOR.subtle};`;
  const cell = `padding:10px 0;border-bottom:1px solid ${COLOR.border};${FONT};font-size:14px;line-height:20px;color:${COLOR.text};vertical-align:top;`;
  const total = (row: TotalRow): string =>
    row.emphasis
      ? `padding:10px 0 4px;border-top:2px solid ${COLOR.text};${FONT};font-size:16px;line-height:22px;font-weight:700;color:${COLOR.text};`
      : `padding:6px 0 0;${FONT};font-size:14px;line-height:20px;color:${COLOR.muted};`;
  const itemRows = items.map(
    (item) =>
      markup`<tr><td style="${cell}padding-right:16px;">${item.description}</td><td align="right" style="${cell}text-align:right;white-space:nowrap;">${item.amount}</td></tr>\n`,
  );
  const totalRows = totals.map(
    (row) =>
      markup`<tr><th scope="row" align="right" style="${total(row)}text-align:right;padding-right:16px;">${row.label}</th><td align="right" style="${total(row)}text-align:right;white-space:nowrap;">${row.amount}</td></tr>\n`,
  );
  return markup`<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-collapse:collapse;">
<thead><tr><th scope="col" align="left" style="${head}text-align:left;">Description</th><th scope="col" align="right" style="${head}text-align:right;">Amount</th></tr></thead>
<tbody>
${itemRows}${totalRows}</tbody>
</table>`;
}

function quoteHtml(label: string, text: string): SafeHtml {
  return markup`<p style="margin:0 0 8px;${FONT};font-size:12px;line-height:16px;font-weight:700;letter-spacing:0.5px;text-transform:uppercase;color:${COLOR.subtle};">${label}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-collapse:collapse;">
<tr><td style="padding:16px;background-color:${COLOR.quote};border-left:4px solid ${COLOR.brand};${FONT};font-size:15px;line-height:24px;color:${COLOR.text};">${multiline(text)}</td></tr>
</table>`;
}

function blockHtml(block: Block): SafeHtml {
  switch (block.kind) {
    case 'heading':
      return headingHtml(block.text);
    case 'paragraph':
      return paragraphHtml(block.text);
    case 'button':
      return buttonHtml(block.label, block.url, block.showUrl ?? false);
    case 'details':
      return detailsHtml(block.rows);
    case 'columns':
      return columnsHtml(block.columns);
    case 'lineItems':
      return lineItemsHtml(block.items, block.totals);
    case 'quote':
      return quoteHtml(block.label, block.text);
  }
}

/** Right-aligns an amount after a label, as on a printed invoice, when the line fits. */
function textRow(label: string, amount: string): string {
  const gap = TEXT_WIDTH - label.length - amount.length;
  return gap >= 2 ? label + ' '.repeat(gap) + amount : `${label}  ${amount}`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, TEXT_WIDTH))}`;
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'columns':
      return block.columns.map((column) => [column.title, ...column.lines.map((line) => `  ${line}`)].join('\n')).join('\n\n');
    case 'lineItems':
      return [
        textRow('Description', 'Amount'),
        ...block.items.map((item) => textRow(item.description, item.amount)),
        '-'.repeat(TEXT_WIDTH),
        ...block.totals.map((row) => textRow(row.label, row.amount)),
      ].join('\n');
    case 'quote':
      return `${block.label}:\n${block.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
  }
}

/**
 * Inline styles are the design; this query only tightens padding and stacks columns on phones.
 * Clients that drop <style> still get the readable 600 px layout.
 */
const MOBILE_CSS = new SafeHtml(`<style>
@media only screen and (max-width: 480px) {
  .fb-card { padding: 24px 20px !important; }
  .fb-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .fb-col { display: block !important; width: 100% !important; padding: 0 0 16px 0 !important; }
}
</style>`);

// Invisible filler after the preheader stops inboxes from pulling body text into the preview.
const PREHEADER_FILLER = new SafeHtml('&#847;&zwnj;&nbsp;'.repeat(40));

function renderHtml(content: MailContent): string {
  const support = content.hideSupport
    ? EMPTY
    : markup`<tr><td class="fb-pad" style="padding:24px 32px 0;${FONT};font-size:14px;line-height:22px;color:${COLOR.muted};">
<strong style="color:${COLOR.text};">Questions? We are here to help.</strong><br>
Call <a href="tel:${SUPPORT_PHONE_TEL}" style="color:${COLOR.brand};text-decoration:none;white-space:nowrap;">${SUPPORT_PHONE_DISPLAY}</a> or email <a href="mailto:${SUPPORT_EMAIL}" style="color:${COLOR.brand};text-decoration:none;">${SUPPORT_EMAIL}</a>.
</td></tr>`;
  const unsubscribe = content.unsubscribeUrl
    ? markup`<br><a href="${content.unsubscribeUrl}" style="color:${COLOR.muted};text-decoration:underline;">Unsubscribe</a> from these emails.`
    : EMPTY;

  return markup`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${content.subject}</title>
${MOBILE_CSS}
</head>
<body style="margin:0;padding:0;width:100%;background-color:${COLOR.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLOR.page};opacity:0;">${content.preheader}${PREHEADER_FILLER}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOR.page}" style="background-color:${COLOR.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td class="fb-pad" style="padding:8px 32px 20px;${FONT};font-size:26px;line-height:32px;font-weight:800;letter-spacing:-0.5px;color:${COLOR.brand};">${BRAND_NAME}</td></tr>
<tr><td class="fb-card" bgcolor="${COLOR.card}" style="padding:32px;background-color:${COLOR.card};border:1px solid ${COLOR.border};border-radius:8px;">
${content.blocks.map(blockHtml)}
</td></tr>
${support}
<tr><td class="fb-pad" style="padding:24px 32px;${FONT};font-size:12px;line-height:18px;color:${COLOR.muted};">
${content.reason}<br>
${COMPANY_POSTAL_ADDRESS}${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}

function renderText(content: MailContent): string {
  const parts = [`${BRAND_NAME}\n${'='.repeat(BRAND_NAME.length)}`, ...content.blocks.map(blockText)];
  if (!content.hideSupport) {
    parts.push(`Questions? We are here to help.\nCall ${SUPPORT_PHONE_DISPLAY} or email ${SUPPORT_EMAIL}.`);
  }
  const footer = ['--', content.reason, COMPANY_POSTAL_ADDRESS];
  if (content.unsubscribeUrl) footer.push(`Unsubscribe from these emails: ${content.unsubscribeUrl}`);
  parts.push(footer.join('\n'));
  return `${parts.join('\n\n')}\n`;
}

export function renderLayout(content: MailContent): RenderedMail {
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}
