import type { FastifyReply } from 'fastify';
import { BRAND_NAME } from '@filebridge/contracts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The pages a link from one of our mails opens. Opening a link (GET or HEAD, as a mail scanner does
 * when it fetches every link) only shows a page; its button posts back to the same path, and only
 * that POST (or a mail client's RFC 8058 one-click POST) changes anything.
 */
export function linkButton(path: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(`${path}?token=${encodeURIComponent(token)}`)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${escapeHtml(label)}</button></form>`;
}

/** Answers a small HTML page: `body` is HTML the caller wrote, never text a visitor sent. */
export function sendLinkPage(reply: FastifyReply, site: string, title: string, body: string[]): void {
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .send(
      `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${BRAND_NAME}</title><body style="font-family:system-ui;max-width:32rem;margin:4rem auto"><h1>${escapeHtml(title)}</h1>${body.join('')}<p><a href="${escapeHtml(site)}/">Back to ${BRAND_NAME}</a></p></body>`,
    );
}
