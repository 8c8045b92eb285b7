import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { BRAND_NAME, SUPPORT_EMAIL } from '@filebridge/contracts';
import type { MailAttachment, RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  messageId: string;
  headers?: Record<string, string>;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
}

const CONNECTION_TIMEOUT_MS = 5000;

/**
 * Opens the pool's sockets with Nagle's algorithm off. With it on, the mail's last segment (the
 * closing dot) waited for the server's delayed ACK of the previous one: about 40 ms on every mail.
 * nodemailer greets, upgrades to TLS when the URL says so and times the session on this socket.
 */
function connectWithoutDelay(options: SMTPPool.Options, callback: (err: Error | null, socketOptions?: { connection: net.Socket }) => void) {
  const port = options.port ?? (options.secure ? 465 : 587);
  const socket = net.connect({ host: options.host, port, noDelay: true, timeout: CONNECTION_TIMEOUT_MS });
  const fail = (err: Error) => {
    socket.destroy();
    callback(err);
  };
  socket.once('timeout', () => fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.removeListener('error', fail);
    callback(null, { connection: socket });
  });
}

/** SMTP through nodemailer. A 5xx answer is permanent (the recipient was refused), 4xx and network errors are not. */
export class MailSender {
  private readonly transport: Transporter;

  /** `connections`: kept open to the SMTP server, one per job the worker runs at once, so no mail waits for one. */
  constructor(smtpUrl: string, connections: number) {
    // nodemailer reads nothing but the URL when given `url`, so the URL is parsed here and the
    // options laid over it. Bounded timeouts keep a send well inside the mail lease (30 s). Pooled
    // connections stay open between mails: a connection per mail cost a TCP handshake, the greeting
    // and EHLO every time.
    // maxRequeues is a pool option of nodemailer that its type definitions do not list.
    const options: SMTPPool.Options & { maxRequeues: number } = {
      ...parseConnectionUrl(smtpUrl),
      pool: true,
      maxConnections: connections,
      getSocket: connectWithoutDelay,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      // nodemailer resends a message whose connection closed mid-send, by default without limit and
      // whether or not the server had accepted it: a copy outside the mail_log claim, sent twice.
      // The send fails instead, and the job's retry asks the server before sending again.
      maxRequeues: 0,
      // nodemailer closes a pooled connection after 100 mails by default and opens a new one: under
      // load that is a handshake, greeting and EHLO every 100 mails per connection. A connection
      // stays open until the server or an error closes it.
      maxMessages: Infinity,
      greetingTimeout: 5000,
      socketTimeout: 10_000,
    };
    this.transport = nodemailer.createTransport(options, { from: `"${BRAND_NAME}" <${SUPPORT_EMAIL}>` });
  }

  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      headers: mail.headers,
      replyTo: mail.replyTo,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      // Base64 is encoded natively; left to choose, nodemailer counts the characters of each part
      // with regular expressions and then writes quoted-printable in JavaScript, the larger part of
      // this worker's CPU per mail.
      textEncoding: 'base64',
    });
    return String(info.messageId);
  }

  close(): void {
    this.transport.close();
  }
}

export function isPermanentSmtpError(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
