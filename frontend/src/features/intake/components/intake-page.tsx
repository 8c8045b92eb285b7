import { PHASE_LABELS } from '@filebridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/button';
import { AlertIcon, CheckIcon, ChevronLeftIcon } from '../../../components/icons';
import { ErrorState, LoadingState } from '../../../components/resource-state';
import { isApiError, queryKeys } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { intakeKeys, myIntakeQuery, saveIntakeDraft, submitIntake, type MyIntake } from '../api/intake';
import { formOfAnswer } from '../lib/form-values';
import { IntakeForm } from './intake-form';
import account from '../../../components/customer-page.module.css';
import styles from './intake.module.css';

/** The page `/my/account/:userId/orders/:orderId/details`: the filing details of one order. */
export function IntakePage() {
  const { orderId = '', userId = '' } = useParams();
  usePageTitle('Your filing details');
  const queryClient = useQueryClient();
  const query = useQuery(myIntakeQuery(orderId));
  const orderPath = `/my/account/${userId}/orders/${orderId}`;
  const back = (
    <p className={account.back}>
      <Link to={orderPath}>
        <ChevronLeftIcon size={16} /> Back to the order
      </Link>
    </p>
  );

  if (query.isPending) {
    return (
      <>
        {back}
        <LoadingState card label="Loading your filing details…" />
      </>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        {back}
        <ErrorState
          card
          icon={<AlertIcon size={28} />}
          title={notFound ? 'No filing details for this order' : 'We couldn’t load your filing details'}
          error={notFound ? 'The order may belong to another account, or it needs nothing more from you.' : query.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
        />
      </>
    );
  }

  const answer = query.data;
  const form = formOfAnswer(answer);
  const keep = (next: MyIntake) => {
    queryClient.setQueryData(intakeKeys.mine(orderId), next);
    return next;
  };
  const submitted = async (values: Parameters<typeof submitIntake>[1]) => {
    const next = keep(await submitIntake(orderId, values));
    void queryClient.invalidateQueries({ queryKey: queryKeys.my.order(orderId), exact: true });
    return next;
  };

  return (
    <>
      {back}
      <section className={account.card} aria-labelledby="intake-title">
        <h2 id="intake-title" className={account.sectionTitle}>
          {answer.title}
        </h2>
        <p className={account.muted}>
          Order {answer.orderNumber} · {answer.serviceName}
        </p>
        {answer.submittedAt || !form ? (
          <Submitted answer={answer} orderPath={orderPath} />
        ) : (
          <>
            <p className={styles.hint}>
              What the agency needs to file for you. Save a draft at any time and come back to it; submit once everything is filled in.
            </p>
            <IntakeForm
              key={answer.orderId}
              form={form}
              answer={answer}
              onSave={async (values) => keep(await saveIntakeDraft(orderId, values))}
              onSubmit={submitted}
            />
          </>
        )}
      </section>
    </>
  );
}

function Submitted({ answer, orderPath }: { answer: MyIntake; orderPath: string }) {
  return (
    <div className={styles.form} role="status" aria-live="polite">
      <p className={styles.notice}>
        <CheckIcon size={16} /> Your filing details are in.{' '}
        {answer.phase ? (
          <>
            Your order is now <strong>{PHASE_LABELS[answer.phase]}</strong>.
          </>
        ) : null}{' '}
        If something changes, send our team a message on the order.
      </p>
      <div className={styles.actions}>
        <LinkButton to={orderPath}>Back to the order</LinkButton>
      </div>
    </div>
  );
}
