import { PHASE_LABELS, type OrderStatus } from '@filebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/button';
import { myIntakeQuery } from '../api/intake';
import account from '../../../components/customer-page.module.css';
import styles from './intake.module.css';

/**
 * On the customer's order page: a call to complete the filing details while the order waits for
 * them, and a note once they are in. Nothing for an order that needs none (the answer is a 404).
 */
export function IntakeCard({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { userId = '' } = useParams();
  // A paid order waits a moment for work to start; its details are asked for from then on.
  const starting = status === 'paid' || status === 'in_progress';
  const { data } = useQuery({
    ...myIntakeQuery(orderId),
    retry: false,
    refetchInterval: (q) => (starting && q.state.data?.phase === null && !q.state.data.submittedAt ? 3000 : false),
  });
  if (!data) return null;
  const detailsPath = `/my/account/${userId}/orders/${orderId}/details`;
  if (data.submittedAt) {
    return (
      <section className={account.card} aria-labelledby="intake-card-title" data-print="hide">
        <h3 id="intake-card-title" className={account.cardTitle}>
          Filing details
        </h3>
        <p className={styles.hint} aria-live="polite">
          Submitted. {data.phase ? `Your order is ${PHASE_LABELS[data.phase]}.` : null}
        </p>
      </section>
    );
  }
  if (data.phase !== 'details_needed') return null;
  const started = Object.keys(data.values).length > 0 || Object.keys(data.masked).length > 0;
  return (
    <section className={account.card} aria-labelledby="intake-card-title" data-print="hide">
      <h3 id="intake-card-title" className={account.cardTitle}>
        Complete your filing details
      </h3>
      <p className={styles.hint}>
        {started
          ? 'Your draft is saved. Finish it so we can prepare your filing.'
          : 'We need a few details from you before we can prepare your filing. It takes a few minutes.'}
      </p>
      <div className={styles.actions}>
        <LinkButton to={detailsPath}>{started ? 'Continue your filing details' : 'Complete your filing details'}</LinkButton>
      </div>
    </section>
  );
}
