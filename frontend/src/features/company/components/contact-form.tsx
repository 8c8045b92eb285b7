import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { AlertIcon, CheckCircleIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { submitContact } from '../api/submit-contact';
import { useValidatedForm, type Rules } from '../lib/use-validated-form';
import { validateEmail, validateMessage, validateName, validatePhone, validateTopic } from '../lib/validation';
import { SelectField, TextAreaField, TextField } from './form-fields';
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

type ContactField = 'name' | 'email' | 'phone' | 'topic' | 'message';

const RULES: Rules<ContactField> = {
  name: validateName,
  email: validateEmail,
  phone: validatePhone,
  topic: validateTopic,
  message: (value) => validateMessage(value),
};

const EMPTY: Record<ContactField, string> = { name: '', email: '', phone: '', topic: '', message: '' };

export function ContactForm() {
  const form = useValidatedForm(EMPTY, RULES);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // Let screen-reader and keyboard users land on the confirmation once it is on the page. (An
  // animation frame queued after the request could run before React committed the success view.)
  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setServerError(null);
    if (!form.validateAll()) return;
    const { name, email, phone, topic, message } = form.values;
    setStatus('submitting');
    try {
      await submitContact({
        name: name.trim(),
        email: email.trim(),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        topic,
        message: message.trim(),
      });
      setStatus('success');
      form.reset();
    } catch (error) {
      const text = errorMessage(error, 'We couldn’t send your message. Please try again.');
      setServerError(text);
      toast.error(text);
      setStatus('idle');
    }
  };

  if (status === 'success') {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
        <CheckCircleIcon size={32} />
        <p className={styles.successTitle}>{CONTACT_SUCCESS_TEXT}</p>
        <p>A copy of your message is on its way to our support team. If it’s urgent, call us during business hours.</p>
        <Button variant="outline" onClick={() => setStatus('idle')}>
          Send another message
        </Button>
      </div>
    );
  }

  const submitting = status === 'submitting';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <div className={styles.row}>
        <TextField label="Your name" required autoComplete="name" disabled={submitting} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          disabled={submitting}
          {...form.register('email')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          disabled={submitting}
          hint="Only if you’d like a call back."
          {...form.register('phone')}
        />
        <SelectField
          label="Topic"
          required
          placeholder="Choose a topic…"
          options={CONTACT_TOPICS}
          disabled={submitting}
          {...form.register('topic')}
        />
      </div>
      <TextAreaField
        label="Message"
        required
        disabled={submitting}
        hint="Include your order number if your question is about an order. Please don’t send card numbers or Social Security numbers."
        {...form.register('message')}
      />
      {serverError ? (
        <p className={styles.formError} role="alert">
          <AlertIcon size={18} /> {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={submitting} loadingText="Sending...">
          Send message
        </Button>
        <p className={styles.privacyNote}>
          We use your details only to answer you. See our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
