import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import type { Subscriber } from '@filebridge/contracts';
import { CONFIG, NewsletterSubscriberEntity, readUnsubscribeToken, writeOutbox, type AppConfig } from '@filebridge/platform';

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
   * Subscribes an address, or subscribes it again; only a new address gets the welcome mail, once
   * (its outbox row commits with the subscriber). True when the address was new.
   */
  subscribe(email: string): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      // One upsert decides new or known atomically: xmax is 0 on a row this statement inserted.
      const [row] = await m.query<{ inserted: boolean }[]>(
        `INSERT INTO newsletter_subscribers (email, status, source) VALUES ($1, 'subscribed', 'footer')
         ON CONFLICT ((lower(email))) DO UPDATE SET status = 'subscribed'
         RETURNING (xmax = 0) AS inserted`,
        [email],
      );
      if (row?.inserted) await writeOutbox(m, 'newsletter.subscribed', { email }, `newsletter-welcome-${email}`);
      return row?.inserted === true;
    });
  }

  /** Unsubscribes the address a signed link names. */
  async unsubscribe(token: string): Promise<void> {
    const email = readUnsubscribeToken(this.config.XSRF_SECRET, token);
    if (!email) throw new BadRequestException({ message: 'This unsubscribe link is not valid.', code: 'invalid_token' });
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
