export { NewsletterForm, validateNewsletterEmail, NEWSLETTER_TEXT } from './components/newsletter-form';
export { subscribeToNewsletter } from './api/subscribe';
