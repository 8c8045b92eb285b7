import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server that keeps what it receives in memory; it can refuse recipients or go away.
 * Beside it, the search of Mailpit's message API by Message-ID (`apiUrl`), which the mailing
 * worker asks before it sends a mail of unknown fate again; it goes away with the SMTP server.
 */
export class SmtpPeer {
  readonly mails: ParsedMail[] = [];
  rejectRecipients = new Set<string>();
  /**
   * Called right after the server has answered 250 to a message, before the sender can record
   * it: the moment where a crash leaves the sender not knowing the mail went out.
   */
  onAccept?: (mail: ParsedMail) => void;
  /**
   * Called once a message is stored and before its 250 goes back: a sender stopped here never
   * learns that the mail went out, whatever the timing.
   */
  beforeReply?: (mail: ParsedMail) => Promise<void>;
  private server?: SMTPServer;
  private api?: Server;
  port = 0;
  apiPort = 0;

  static async start(port = 0): Promise<SmtpPeer> {
    const peer = new SmtpPeer();
    await peer.listen(port);
    return peer;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  async listen(port = this.port): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (addr, _s, cb) =>
        this.rejectRecipients.has(addr.address) ? cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })) : cb(),
      onData: (stream, _s, cb) => {
        simpleParser(stream).then(async (m) => {
          this.mails.push(m);
          await this.beforeReply?.(m).catch(() => undefined);
          cb();
          this.onAccept?.(m);
        }, cb);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    // A sender killed mid-session (the chaos suite SIGKILLs workers) resets its connection; the
    // server reports that as an 'error', which must not bring the test process down.
    this.server.on('error', () => undefined);

    this.api = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const wanted = /^message-id:<?([^>\s]+)>?$/.exec(url.searchParams.get('query') ?? '')?.[1];
      const messages = this.mails.filter((m) => wanted && m.messageId === `<${wanted}>`).map(() => ({ MessageID: wanted }));
      res.writeHead(url.pathname === '/api/v1/search' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messages_count: messages.length, messages }));
    });
    await new Promise<void>((resolve, reject) => {
      this.api!.once('error', reject);
      this.api!.listen(this.apiPort, '127.0.0.1', () => resolve());
    });
    this.apiPort = (this.api.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const s = this.server;
    const api = this.api;
    this.server = undefined;
    this.api = undefined;
    if (api) await new Promise<void>((r) => (api.closeAllConnections(), api.close(() => r())));
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }

  to(address: string): ParsedMail[] {
    return this.mails.filter((m) => m.to && (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t.value.some((v) => v.address === address)));
  }

  async waitFor(predicate: (mails: ParsedMail[]) => boolean, timeoutMs = 30_000): Promise<void> {
    await waitUntil(() => predicate(this.mails), timeoutMs, 'mail');
  }
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 30_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
