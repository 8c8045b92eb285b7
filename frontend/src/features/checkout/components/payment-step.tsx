import { Elements } from '@stripe/react-stripe-js';
import { Button } from '../../../components/button';
import { AlertIcon, ChevronLeftIcon, RefreshIcon } from '../../../components/icons';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { useStripeLoader } from '../hooks/use-stripe-loader';
import { PaymentSection, type PaymentSectionProps } from './payment-section';
import { Review } from './review';
import styles from './checkout.module.css';

interface PaymentStepProps {
  checkout: CheckoutFormState;
  slug: string;
  addOns: string[];
  included: string[];
  payment: PaymentSectionProps;
  stripe: ReturnType<typeof useStripeLoader>;
}

/** The order to review, then the card form (or why it could not load). */
export function PaymentStep({ checkout, slug, addOns, included, payment, stripe }: PaymentStepProps) {
  return (
    <div className={styles.form}>
      <Review form={checkout.values} onEdit={checkout.setStep} addOns={addOns} included={included} slug={slug} />
      {stripe.error ? (
        <div className={styles.alert} role="alert">
          <AlertIcon size={20} />
          <p>{stripe.error}</p>
          <Button variant="outline" size="sm" iconStart={<RefreshIcon size={16} />} onClick={stripe.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <Elements stripe={stripe.stripe}>
          <PaymentSection {...payment} />
        </Elements>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" iconStart={<ChevronLeftIcon size={18} />} onClick={checkout.back}>
          Back
        </Button>
      </div>
    </div>
  );
}
