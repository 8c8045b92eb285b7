export { NewsletterForm, NEWSLETTER_TEXT } from './components/newsletter-form';
