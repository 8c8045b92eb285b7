import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { submitContact } from '../api/submit-contact';
import { ContactFormSchema } from '../lib/inquiry-schemas';
import { useInquirySubmit } from '../lib/use-inquiry-submit';
import { FormError, SuccessPanel } from './inquiry-parts';
import styles from './forms.module.css';

export const CONTACT_TOPICS = [
  'A question before I order',
  'An order I have placed',
  'Business formation or compliance',
  'Trucking authority or compliance',
  'Billing or a refund',
  'Partnerships and affiliates',
  'Something else',
] as const;

export const CONTACT_SUCCESS_TEXT = "Thanks — we'll reply within one business day.";

const EMPTY = { name: '', email: '', phone: '', topic: '', message: '' };

export function ContactForm() {
  const form = useZodForm(ContactFormSchema, EMPTY);
  const [sent, setSent] = useState(false);
  const { serverError, sending, submit } = useInquirySubmit(
    form,
    'We couldn’t send your message. Please try again.',
    async ({ phone, ...rest }) => {
      await submitContact(phone ? { ...rest, phone } : rest);
      setSent(true);
    },
  );

  if (sent) {
    return (
      <SuccessPanel title={CONTACT_SUCCESS_TEXT}>
        <p>A copy of your message is on its way to our support team. If it’s urgent, call us during business hours.</p>
        <Button variant="outline" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </SuccessPanel>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact form">
      <div className={styles.row}>
        <TextField label="Your name" required autoComplete="name" disabled={sending} {...form.field('name')} />
        <TextField label="Email" type="email" required autoComplete="email" inputMode="email" disabled={sending} {...form.field('email')} />
      </div>
      <div className={styles.row}>
        <TextField
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          disabled={sending}
          hint="Only if you’d like a call back."
          {...form.field('phone')}
        />
        <SelectField
          label="Topic"
          required
          placeholder="Choose a topic…"
          options={CONTACT_TOPICS}
          disabled={sending}
          {...form.field('topic')}
        />
      </div>
      <TextAreaField
        label="Message"
        required
        disabled={sending}
        hint="Include your order number if your question is about an order. Please don’t send card numbers or Social Security numbers."
        {...form.field('message')}
      />
      <FormError message={serverError} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending} loadingText="Sending...">
          Send message
        </Button>
        <p className={styles.privacyNote}>
          We use your details only to answer you. See our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
