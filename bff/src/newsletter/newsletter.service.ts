import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import {
  NEWSLETTER_CONFIRM_RESEND_MS,
  NEWSLETTER_CONFIRM_TTL_MS,
  newsletterConfirmMailKey,
  newsletterWelcomeMailKey,
  type Subscriber,
} from '@filebridge/contracts';
import {
  CONFIG,
  NewsletterSubscriberEntity,
  newsletterConfirmToken,
  readNewsletterConfirmToken,
  readUnsubscribeToken,
  writeOutbox,
  type AppConfig,
} from '@filebridge/platform';

/**
 * Newsletter consent by double opt-in: a sign-up only mails the address a link, and the address
 * is subscribed when its owner confirms from that mail. A stranger who types an address can
 * therefore neither subscribe it nor bring back one that unsubscribed, and learns nothing about it.
 */
@Injectable()
export class NewsletterService {
  private readonly subscribers: Repository<NewsletterSubscriberEntity>;

  constructor(
    private readonly ds: DataSource,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.subscribers = ds.getRepository(NewsletterSubscriberEntity);
  }

  /**
   * Mails a confirmation link unless the address is already subscribed or was sent one within
   * NEWSLETTER_CONFIRM_RESEND_MS, so sign-ups naming someone else's address cannot flood it. The
   * caller answers the same in every case.
   */
  async requestSubscription(email: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      // Sign-ups for one address queue on this lock, so two at once cannot both mail it.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('newsletter:' || lower($1)))`, [email]);
      const [state] = await m.query<{ subscribed: boolean; recent: boolean }[]>(
        `SELECT EXISTS (SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($1) AND status = 'subscribed') AS subscribed,
                EXISTS (SELECT 1 FROM newsletter_confirmations
                         WHERE lower(email) = lower($1) AND created_at > now() - $2 * interval '1 millisecond') AS recent`,
        [email, NEWSLETTER_CONFIRM_RESEND_MS],
      );
      if (state!.subscribed || state!.recent) return;
      const [request] = await m.query<{ id: string }[]>(
        `INSERT INTO newsletter_confirmations (email, expires_at) VALUES ($1, now() + $2 * interval '1 millisecond') RETURNING id`,
        [email, NEWSLETTER_CONFIRM_TTL_MS],
      );
      const key = newsletterConfirmMailKey(request!.id);
      const token = newsletterConfirmToken(this.config.XSRF_SECRET, request!.id);
      const confirmUrl = `${this.config.PUBLIC_API_URL}/api/newsletter/confirm?token=${token}`;
      await writeOutbox(
        m,
        'mail.send',
        { idempotencyKey: key, template: 'newsletter-confirm', to: email, data: { email, confirmUrl } },
        key,
      );
    });
  }

  /** Whether the signed link names a sign-up request; checked before the confirmation page is shown. */
  assertConfirmLink(token: string): void {
    if (!readNewsletterConfirmToken(this.config.XSRF_SECRET, token)) throw invalidConfirmLink();
  }

  /**
   * Confirms the sign-up the signed link names, once and before it expires, and subscribes its
   * address; the welcome mail commits with it. A used or expired link changes nothing.
   */
  async confirm(token: string): Promise<void> {
    const id = readNewsletterConfirmToken(this.config.XSRF_SECRET, token);
    if (!id) throw invalidConfirmLink();
    await this.ds.transaction(async (m) => {
      // TypeORM answers an UPDATE with [rows, affected count].
      const [[confirmed]] = await m.query<[{ email: string }[], number]>(
        `UPDATE newsletter_confirmations SET confirmed_at = now()
          WHERE id = $1 AND confirmed_at IS NULL AND expires_at > now() RETURNING email`,
        [id],
      );
      if (!confirmed) {
        throw new BadRequestException({
          message: 'This confirmation link has expired or was already used. Sign up again to get a new one.',
          code: 'confirmation_used',
        });
      }
      const { email } = confirmed;
      await m.query(
        `INSERT INTO newsletter_subscribers (email, status, source) VALUES ($1, 'subscribed', 'footer')
         ON CONFLICT ((lower(email))) DO UPDATE SET status = 'subscribed'`,
        [email],
      );
      await writeOutbox(m, 'newsletter.subscribed', { email }, newsletterWelcomeMailKey(email));
    });
  }

  /** The address the signed unsubscribe link names; throws 400 when the link is not ours. */
  unsubscribeAddress(token: string): string {
    const email = readUnsubscribeToken(this.config.XSRF_SECRET, token);
    if (!email) throw new BadRequestException({ message: 'This unsubscribe link is not valid.', code: 'invalid_token' });
    return email;
  }

  /** Unsubscribes the address a signed link names. */
  async unsubscribe(token: string): Promise<void> {
    const email = this.unsubscribeAddress(token);
    await this.subscribers
      .createQueryBuilder()
      .update()
      .set({ status: 'unsubscribed' })
      .where('lower(email) = lower(:email)', { email })
      .execute();
  }

  async list(): Promise<Subscriber[]> {
    const rows = await this.subscribers.find({ order: { createdAt: 'DESC' } });
    return rows.map((s) => ({ email: s.email, status: s.status, source: s.source, createdAt: s.createdAt.toISOString() }));
  }
}

const invalidConfirmLink = () => new BadRequestException({ message: 'This confirmation link is not valid.', code: 'invalid_token' });
