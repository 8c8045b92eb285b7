import { forwardRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextAreaField, TextField } from '../../../components/form-field';
import { submitApplication, type ApplicationKind } from '../api/submit-application';
import { ApplicationFormSchema } from '../lib/inquiry-schemas';
import { useInquirySubmit } from '../lib/use-inquiry-submit';
import { FormError, SuccessPanel } from './inquiry-parts';
import styles from './forms.module.css';

const EMPTY = { name: '', email: '', company: '', phone: '', website: '', message: '' };

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
  const form = useZodForm(ApplicationFormSchema, EMPTY);
  const [successText, setSuccessText] = useState<string | null>(null);
  const { serverError, sending, submit } = useInquirySubmit(
    form,
    'We couldn’t send your application. Please try again.',
    async ({ phone, website, ...rest }) => {
      const response = await submitApplication({ kind, ...rest, ...(phone ? { phone } : {}), ...(website ? { website } : {}) });
      setSuccessText(response?.message || copy.success);
    },
  );

  if (successText) {
    return (
      <SuccessPanel title={successText}>
        <p>
          Questions in the meantime? <Link to="/company/contact">Contact us</Link>.
        </p>
      </SuccessPanel>
    );
  }

  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={`${kind === 'partner' ? 'Partner' : 'Affiliate'} application form`}
    >
      <div className={styles.row}>
        <TextField label="Your name" required autoComplete="name" disabled={sending} {...form.field('name')} />
        <TextField label="Email" type="email" required autoComplete="email" inputMode="email" disabled={sending} {...form.field('email')} />
      </div>
      <div className={styles.row}>
        <TextField label={copy.company} required autoComplete="organization" disabled={sending} {...form.field('company')} />
        <TextField label="Phone" optional type="tel" autoComplete="tel" inputMode="tel" disabled={sending} {...form.field('phone')} />
      </div>
      <TextField
        label="Website"
        optional
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="example.com"
        disabled={sending}
        {...form.field('website')}
      />
      <TextAreaField label={copy.message} required rows={5} hint={copy.messageHint} disabled={sending} {...form.field('message')} />
      <FormError message={serverError} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending} loadingText="Sending...">
          {copy.submit}
        </Button>
        <p className={styles.privacyNote}>
          We use these details only to review your application. See our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
});
