import { Injectable } from '@nestjs/common';
import { DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { JOBS, newsletterWelcomeMailKey, type OrderMail } from '@filebridge/contracts';
import { MailLogEntity, mailFateUnknownSql } from '@filebridge/platform';

export interface MailFate {
  key: string;
  status: OrderMail['status'];
  /** Left `sending` past its lease: SMTP may have accepted it before its worker stopped. */
  mayHaveBeenSent: boolean;
}

/** The idempotency key of the mail a job sends, for the jobs that send mail. */
export function mailKeyOf(job: { name: string; data: unknown }): string | undefined {
  const data = (job.data ?? {}) as Record<string, unknown>;
  if (job.name === JOBS.mailSend && typeof data.idempotencyKey === 'string') return data.idempotencyKey;
  if (job.name === JOBS.newsletterSubscribed && typeof data.email === 'string') return newsletterWelcomeMailKey(data.email);
  return undefined;
}

/** The mail log's columns as the API names them. */
const COLUMNS = {
  key: 'idempotency_key',
  template: 'template',
  recipient: 'recipient',
  status: 'status',
  attempts: 'attempts',
  sentAt: 'sent_at',
  lastError: 'last_error',
} as const;

/** What the mail log knows about mails, for the admin screens that show, or retry, them. */
@Injectable()
export class MailStatusService {
  private readonly mails: Repository<MailLogEntity>;

  constructor(ds: DataSource) {
    this.mails = ds.getRepository(MailLogEntity);
  }

  async byKey(keys: readonly string[]): Promise<Map<string, MailFate>> {
    if (keys.length === 0) return new Map();
    const rows = await this.withFate(['key', 'status']).where('mail_log.idempotency_key IN (:...keys)', { keys }).getRawMany<MailFate>();
    return new Map(rows.map((r) => [r.key, r]));
  }

  async ofJob(job: { name: string; data: unknown }): Promise<MailFate | undefined> {
    const key = mailKeyOf(job);
    return key === undefined ? undefined : (await this.byKey([key])).get(key);
  }

  /** Every mail sent, or being sent, about an order, oldest first. */
  async ofOrder(orderId: string): Promise<OrderMail[]> {
    const rows = await this.withFate(['key', 'template', 'recipient', 'status', 'attempts', 'sentAt', 'lastError'])
      .where('mail_log.order_id = :orderId', { orderId })
      .orderBy('mail_log.created_at', 'ASC')
      .getRawMany<Omit<OrderMail, 'sentAt'> & { sentAt: Date | null }>();
    return rows.map((r) => ({ ...r, sentAt: r.sentAt?.toISOString() ?? null }));
  }

  /** The named columns and whether each mail may have been sent, by the mail log's own rule. */
  private withFate(columns: (keyof typeof COLUMNS)[]): SelectQueryBuilder<MailLogEntity> {
    const qb = this.mails.createQueryBuilder('mail_log').select([]);
    for (const c of columns) qb.addSelect(`mail_log.${COLUMNS[c]}`, c);
    return qb.addSelect(mailFateUnknownSql('mail_log'), 'mayHaveBeenSent');
  }
}
