import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { renderLayout, type RenderedMail } from './layout';

export type NewsletterWelcomeMailData = MailData<'newsletter-welcome'>;

export function renderNewsletterWelcome(data: NewsletterWelcomeMailData): RenderedMail {
  return renderLayout({
    subject: `Welcome to the ${BRAND_NAME} newsletter`,
    preheader: 'Filing deadlines, trucking compliance reminders and practical tips for your business.',
    blocks: [
      { kind: 'heading', text: 'Thanks for subscribing' },
      {
        kind: 'paragraph',
        text: `You are now on the ${BRAND_NAME} newsletter. We will write now and then with what matters to a small business or a trucking company:`,
      },
      {
        kind: 'paragraph',
        text: '• Upcoming state filing deadlines, such as annual reports\n• Trucking compliance dates, such as UCR registration and the heavy vehicle use tax\n• Practical guides to forming and running your company',
      },
      {
        kind: 'paragraph',
        text: `If these emails stop being useful, the unsubscribe link at the bottom of each one removes ${data.email} at once.`,
      },
    ],
    reason: `You received this email because ${data.email} subscribed to the ${BRAND_NAME} newsletter.`,
    unsubscribeUrl: data.unsubscribeUrl,
  });
}
