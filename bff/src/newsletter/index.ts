export { NewsletterModule } from './newsletter.module';
export { NewsletterService } from './newsletter.service';
