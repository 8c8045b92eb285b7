import type { ReactNode } from 'react';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { fieldId, type FieldPath } from '../lib/checkout-model';
import styles from './checkout.module.css';

/** One step's form: submitting it moves on when its fields pass. */
export function StepForm({ onNext, children }: { onNext: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      {children}
    </form>
  );
}

/** Props for a shared field component bound to a checkout field, with the id tests and labels use. */
export const bindField = (checkout: CheckoutFormState) => (path: FieldPath) => ({ id: fieldId(path), ...checkout.form.field(path) });
