import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

/** Newsletter subscriptions: sign-up from the site, the unsubscribe link, the list for admins. */
@Module({ controllers: [NewsletterController], providers: [NewsletterService], exports: [NewsletterService] })
export class NewsletterModule {}
