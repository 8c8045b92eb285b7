import { forwardRef, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { AlertIcon, CheckCircleIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { submitApplication, type ApplicationKind } from '../api/submit-application';
import { useValidatedForm, type Rules } from '../lib/use-validated-form';
import {
  normalizeWebsite,
  validateCompany,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
  validateWebsite,
} from '../lib/validation';
import { TextAreaField, TextField } from './form-fields';
import styles from './forms.module.css';

type ApplicationField = 'name' | 'email' | 'company' | 'phone' | 'website' | 'message';

const RULES: Rules<ApplicationField> = {
  name: validateName,
  email: validateEmail,
  company: validateCompany,
  phone: validatePhone,
  website: validateWebsite,
  message: (value) => validateMessage(value, 'Tell us a little about your business and audience.'),
};

const EMPTY: Record<ApplicationField, string> = { name: '', email: '', company: '', phone: '', website: '', message: '' };

const COPY: Record<ApplicationKind, { submit: string; message: string; messageHint: string; company: string; success: string }> = {
  partner: {
    submit: 'Apply for Partnership',
    message: 'About your business and clients',
    messageHint:
      'Who your clients are, roughly how many need formation or trucking filings each year, and how you’d like to work together.',
    company: 'Company name',
    success: 'Thanks for applying — our partnerships team will contact you within two business days.',
  },
  affiliate: {
    submit: 'Join Affiliate Program',
    message: 'About your audience',
    messageHint: 'Where you publish (site, newsletter, channel), who your audience is and how you plan to mention us.',
    company: 'Company or brand name',
    success: 'Thanks for applying — our partnerships team will contact you within two business days.',
  },
};

/** The partner and affiliate application form (POST /api/applications). */
export const ApplicationForm = forwardRef<HTMLFormElement, { kind: ApplicationKind }>(function ApplicationForm({ kind }, ref) {
  const copy = COPY[kind];
  const form = useValidatedForm(EMPTY, RULES);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const [successText, setSuccessText] = useState(copy.success);
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
    const { name, email, company, phone, website, message } = form.values;
    setStatus('submitting');
    try {
      const response = await submitApplication({
        kind,
        name: name.trim(),
        email: email.trim(),
        company: company.trim(),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(website.trim() ? { website: normalizeWebsite(website) } : {}),
        message: message.trim(),
      });
      setSuccessText(response?.message || copy.success);
      setStatus('success');
      form.reset();
    } catch (error) {
      const text = errorMessage(error, 'We couldn’t send your application. Please try again.');
      setServerError(text);
      toast.error(text);
      setStatus('idle');
    }
  };

  if (status === 'success') {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
        <CheckCircleIcon size={32} />
        <p className={styles.successTitle}>{successText}</p>
        <p>
          Questions in the meantime? <Link to="/company/contact">Contact us</Link>.
        </p>
      </div>
    );
  }

  const submitting = status === 'submitting';
  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={`${kind === 'partner' ? 'Partner' : 'Affiliate'} application form`}
    >
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
        <TextField label={copy.company} required autoComplete="organization" disabled={submitting} {...form.register('company')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" disabled={submitting} {...form.register('phone')} />
      </div>
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="example.com"
        disabled={submitting}
        {...form.register('website')}
      />
      <TextAreaField label={copy.message} required rows={5} hint={copy.messageHint} disabled={submitting} {...form.register('message')} />
      {serverError ? (
        <p className={styles.formError} role="alert">
          <AlertIcon size={18} /> {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={submitting} loadingText="Sending...">
          {copy.submit}
        </Button>
        <p className={styles.privacyNote}>
          We use these details only to review your application. See our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
});
