import nodemailer, { type Transporter } from 'nodemailer';
import { BRAND_NAME, SUPPORT_EMAIL } from '@filebridge/contracts';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  messageId: string;
  headers?: Record<string, string>;
  replyTo?: string;
}

/** SMTP through nodemailer. A 5xx answer is permanent (the recipient was refused), 4xx and network errors are not. */
export class MailSender {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    // Bounded timeouts keep a send well inside the mail lease (30 s).
    this.transport = nodemailer.createTransport(
      { url: smtpUrl, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 } as never,
      { from: `"${BRAND_NAME}" <${SUPPORT_EMAIL}>` },
    );
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
