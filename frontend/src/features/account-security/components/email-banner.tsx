import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { MailIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { emailStatusQuery, resendVerification } from '../api/security';
import styles from './security.module.css';

/**
 * "Verify your email" across the account pages while the address is unverified, with a resend.
 * Buying works without it; documents and sensitive details wait for it.
 */
export function EmailBanner() {
  const status = useQuery(emailStatusQuery());
  const resend = useMutation({ mutationFn: resendVerification });
  const data = status.data;
  if (!data || (data.verified && !data.pendingEmail)) return null;
  const address = data.pendingEmail ?? data.email;

  return (
    <section className={styles.banner} aria-labelledby="verify-email-title" data-print="hide">
      <div className={styles.itemMain}>
        <strong id="verify-email-title" className={styles.itemTitle}>
          <MailIcon size={18} />
          Verify your email
        </strong>
        <span>
          We sent a link to {address}. Open it to confirm the address is yours
          {data.pendingEmail ? '; your account keeps its current address until then.' : '.'}
        </span>
        <p className={styles.status} role="status" aria-live="polite">
          {resend.isSuccess ? resend.data.message : resend.isError ? errorMessage(resend.error) : ''}
        </p>
      </div>
      <Button variant="outline" size="sm" loading={resend.isPending} loadingText="Sending..." onClick={() => resend.mutate()}>
        Send the link again
      </Button>
    </section>
  );
}
