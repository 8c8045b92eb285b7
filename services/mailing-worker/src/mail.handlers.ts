import { Controller, Inject, OnModuleDestroy } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UnrecoverableError } from 'bullmq';
import { DataSource, Not, type Repository } from 'typeorm';
import type { Logger } from 'pino';
import {
  JOBS,
  mailMessageId,
  newsletterWelcomeMailKey,
  reminderMailKey,
  reminderSendAt,
  parseJob,
  type ComplianceReminderPayload,
  type JobInputs,
  type MailSendPayload,
  type NewsletterSubscribedPayload,
} from '@filebridge/contracts';
import {
  CONFIG,
  complianceUnsubscribeToken,
  LOGGER,
  MailLogEntity,
  mailFateUnknownSql,
  accountCalendar,
  renewalPathOf,
  siteOrigin,
  unsubscribeToken,
  type AppConfig,
} from '@filebridge/platform';
import { composeMail, InvalidMailDataError, type ComposedMail } from './templates';
import { isPermanentSmtpError, MailSender } from './mail-sender';
import { MailServerLookup } from './mail-server-lookup';

/** Longer than the slowest send the SMTP timeouts allow (see MailSender). */
const LEASE_SECONDS = 30;

/** How a claim on a mail ended: first attempt, taken over from a failed or dead attempt, or already sent. */
type Claim = 'new' | 'retaken' | 'sent';

/**
 * Sends each logical mail once per idempotency key: the mail_log row keyed by it is marked `sent`
 * right after SMTP accepts the mail, and before the job is acknowledged, so a job retried after the
 * send finds it sent and does nothing. A worker killed between SMTP's acceptance and that update
 * leaves the row `sending`: whoever takes the mail over asks the mail server (MAIL_SERVER_API_URL)
 * whether it holds the mail's Message-ID and, if it does, records it as sent instead of sending it
 * again. Without that API the mail is sent again once the lease runs out, under the same Message-ID.
 */
@Controller()
export class MailHandlers implements OnModuleDestroy {
  private readonly sender: MailSender;
  private readonly lookup?: MailServerLookup;
  private readonly mails: Repository<MailLogEntity>;

  constructor(
    private readonly ds: DataSource,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    this.sender = new MailSender(
      config.SMTP_URL ?? 'smtp://127.0.0.1:1025',
      config.MAILING_WORKER_CONCURRENCY ?? config.WORKER_CONCURRENCY,
    );
    this.lookup = config.MAIL_SERVER_API_URL ? new MailServerLookup(config.MAIL_SERVER_API_URL) : undefined;
    this.mails = ds.getRepository(MailLogEntity);
  }

  onModuleDestroy() {
    this.sender.close();
  }

  @EventPattern(JOBS.mailSend)
  send(@Payload() p: MailSendPayload) {
    return this.deliver(p);
  }

  @EventPattern(JOBS.newsletterSubscribed)
  welcome(@Payload() p: NewsletterSubscribedPayload) {
    const unsubscribeUrl = `${this.config.PUBLIC_API_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken(this.config.XSRF_SECRET, p.email)}`;
    return this.deliver(
      composed({
        idempotencyKey: newsletterWelcomeMailKey(p.email),
        template: 'newsletter-welcome',
        to: p.email,
        data: { email: p.email, unsubscribeUrl },
      }),
      // RFC 8058 one-click: a mail client unsubscribes by POSTing to the link, never by opening it.
      { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    );
  }

  /**
   * A reminder whose day has come. Sent unless the customer turned reminders off or no longer has
   * reminders this many days before, no paid order of theirs implies the filing any more, its due
   * date is no longer the one it was scheduled for (a moved reminder has its own job), or the
   * obligation is met: marked done, or ordered through us. All of it is read now, when the mail is
   * due; the rules are asked as of the reminder's day, never the clock.
   */
  @EventPattern(JOBS.complianceReminder)
  async reminder(@Payload() p: ComplianceReminderPayload) {
    const [account] = await this.ds.query<{ email: string; first_name: string; opted_out: boolean }[]>(
      `SELECT a.email, a.first_name, EXISTS (SELECT 1 FROM compliance_reminder_optouts x WHERE x.account_id = a.id) AS opted_out
         FROM accounts a WHERE a.id = $1`,
      [p.accountId],
    );
    const calendar =
      account && !account.opted_out ? await accountCalendar(this.ds, p.accountId, reminderSendAt(p.dueDate, p.daysBefore)) : null;
    const business = calendar?.calendars.find((b) => b.filings.some((f) => f.key === p.filingKey));
    const filing = business?.filings.find((f) => f.key === p.filingKey);
    const done = calendar && business && filing ? calendar.doneOf(business, filing) : null;
    if (
      !account ||
      !calendar ||
      !business ||
      !filing ||
      filing.dueDate !== p.dueDate ||
      !calendar.daysBefore.includes(p.daysBefore) ||
      done
    ) {
      this.log.info(
        { filingKey: p.filingKey, dueDate: p.dueDate, daysBefore: p.daysBefore, optedOut: account?.opted_out, doneBy: done?.by },
        'compliance reminder not sent',
      );
      return;
    }
    const renewPath = await renewalPathOf(this.ds, p.accountId, business.businessId, filing);
    const [order] = await this.ds.query<{ id: string; order_number: string }[]>(`SELECT id, order_number FROM orders WHERE id = $1`, [
      business.orderIds[0],
    ]);
    const site = siteOrigin(this.config);
    const unsubscribeUrl = `${this.config.PUBLIC_API_URL}/api/compliance/unsubscribe?token=${complianceUnsubscribeToken(this.config.XSRF_SECRET, p.accountId)}`;
    return this.deliver(
      composed({
        idempotencyKey: reminderMailKey(p.accountId, p.filingKey, p.dueDate, p.daysBefore),
        template: 'compliance-reminder',
        to: account.email,
        data: {
          orderId: order!.id,
          customerName: account.first_name,
          orderNumber: order!.order_number,
          title: filing.title,
          dueDate: p.dueDate,
          daysBefore: p.daysBefore,
          detail: filing.detail,
          ...(renewPath ? { orderFilingUrl: `${site}${renewPath}` } : filing.orderPath && { orderFilingUrl: `${site}${filing.orderPath}` }),
          calendarUrl: `${site}/my/account/${p.accountId}/compliance`,
          unsubscribeUrl,
        },
        correlationId: p.correlationId,
      }),
      { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    );
  }

  private async deliver(p: MailSendPayload, headers?: Record<string, string>) {
    const claim = await this.claim(p);
    if (claim === 'sent' || (claim === 'retaken' && (await this.acceptedBefore(p)))) return;

    let mail: ComposedMail;
    try {
      mail = await composeMail(p.template, p.data);
    } catch (err) {
      await this.markFailed(p.idempotencyKey, err);
      if (err instanceof InvalidMailDataError) throw new UnrecoverableError(err.message);
      throw err;
    }
    try {
      const messageId = await this.sender.send({
        ...mail.rendered,
        attachments: mail.attachments,
        to: p.to,
        messageId: mailMessageId(p.idempotencyKey),
        headers,
        replyTo: p.template === 'contact-message' ? p.data.email : undefined,
      });
      await this.markSent(p.idempotencyKey, messageId);
      this.log.info({ key: p.idempotencyKey, template: p.template, correlationId: p.correlationId }, 'mail sent');
    } catch (err) {
      await this.markFailed(p.idempotencyKey, err);
      if (isPermanentSmtpError(err)) throw new UnrecoverableError(`SMTP refused the mail: ${(err as Error).message}`);
      throw err;
    }
  }

  /**
   * Takes a lease on the mail. 'sent': it already went out. Throws (and the job retries later)
   * while another worker holds a live lease, so two workers never send the same mail at once.
   */
  private async claim(p: MailSendPayload): Promise<Claim> {
    const orderId = 'orderId' in p.data && typeof p.data.orderId === 'string' ? p.data.orderId : null;
    // One conditional upsert: two workers racing for the same mail cannot both win the lease.
    // xmax is 0 on a row this statement inserted, and set on one it took over.
    const claimed = await this.ds.query<{ inserted: boolean }[]>(
      `INSERT INTO mail_log (idempotency_key, template, recipient, status, order_id, attempts, lease_until)
       VALUES ($1, $2, $3, 'sending', $4, 1, now() + $5 * interval '1 second')
       ON CONFLICT (idempotency_key) DO UPDATE SET attempts = mail_log.attempts + 1, status = 'sending', lease_until = excluded.lease_until
         WHERE mail_log.status = 'failed' OR ${mailFateUnknownSql()}
       RETURNING (xmax = 0) AS inserted`,
      [p.idempotencyKey, p.template, p.to, orderId, LEASE_SECONDS],
    );
    if (claimed.length) return claimed[0]!.inserted ? 'new' : 'retaken';
    const row = await this.mails.findOne({ select: { status: true }, where: { idempotencyKey: p.idempotencyKey } });
    if (row?.status === 'sent' || (await this.acceptedBefore(p))) return 'sent';
    throw new Error(`Mail ${p.idempotencyKey} is being sent by another worker; checking again later`);
  }

  /**
   * Whether an earlier attempt got the mail accepted without recording it (its worker died, or the
   * database was away when SMTP answered); if so it is recorded as sent now. Asked only of a mail
   * that was attempted before, so a first send costs no lookup.
   */
  private async acceptedBefore(p: MailSendPayload): Promise<boolean> {
    if (!this.lookup) return false;
    const messageId = mailMessageId(p.idempotencyKey);
    if (!(await this.lookup.holds(messageId))) return false;
    await this.markSent(p.idempotencyKey, messageId);
    this.log.warn(
      { key: p.idempotencyKey, template: p.template, correlationId: p.correlationId },
      'mail found at the mail server; recorded as sent, not sent again',
    );
    return true;
  }

  /** One statement, written out: the repository's update built a query for it on every mail. */
  private async markSent(key: string, messageId: string) {
    await this.ds.query(
      `UPDATE mail_log SET status = 'sent', provider_message_id = $2, sent_at = now(), last_error = NULL, lease_until = NULL
        WHERE idempotency_key = $1`,
      [key, messageId],
    );
  }

  private async markFailed(key: string, err: unknown) {
    await this.mails.update(
      { idempotencyKey: key, status: Not('sent') },
      { status: 'failed', lastError: String((err as Error)?.message ?? err).slice(0, 500) },
    );
  }
}

/** A mail this worker composes itself, parsed as a queued one is: data its template refuses is never claimed or sent. */
function composed(mail: JobInputs['mail.send']): MailSendPayload {
  const parsed = parseJob(JOBS.mailSend, mail);
  if (!parsed.ok) throw new UnrecoverableError(parsed.problem);
  return parsed.payload;
}
