import { quoteNeeds } from '@filebridge/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { businessInfoOf, customerInfoOf, type CheckoutForm, type StepId } from '../lib/checkout-model';
import styles from './checkout.module.css';
import { FeeAnswersReview } from './fee-questions';

/** What is being ordered, each part with a link back to the step it came from. */
export function Review({
  form,
  onEdit,
  addOns,
  included,
  slug,
}: {
  form: CheckoutForm;
  onEdit: (step: StepId) => void;
  addOns: string[];
  included: string[];
  slug: string;
}) {
  const b = businessInfoOf(form);
  const c = customerInfoOf(form);
  const block = (title: string, step: StepId, body: ReactNode) => (
    <div className={styles.reviewBlock}>
      <div className={styles.reviewHead}>
        <h3>{title}</h3>
        <Button variant="link" size="sm" onClick={() => onEdit(step)} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Button>
      </div>
      {body}
    </div>
  );
  return (
    <div className={styles.review}>
      {block(
        'Business',
        'business',
        <p>
          <strong>{b.name}</strong> · {b.type} · {b.state}
          <br />
          {b.address}, {b.city} {b.zip}
          {quoteNeeds(slug, 'fleetSize') ? (
            <>
              <br />
              Fleet size: {form.fleetSize} power units
            </>
          ) : null}
          <FeeAnswersReview slug={slug} form={form} />
        </p>,
      )}
      {block(
        'Contact and billing',
        'details',
        <p>
          {c.firstName} {c.lastName} · {c.email} · {c.phone}
          <br />
          Billing: {c.billingAddress.address}, {c.billingAddress.city}, {c.billingAddress.state} {c.billingAddress.zip}
        </p>,
      )}
      {block('Add-ons', 'addons', <p>{[...addOns, ...included.map((i) => `${i} (included)`)].join(' · ') || 'None'}</p>)}
    </div>
  );
}
