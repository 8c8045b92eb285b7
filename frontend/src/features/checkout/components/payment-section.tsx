import type { QuoteDto } from '@filebridge/contracts';
import { formatUsd } from '@filebridge/contracts';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { AlertIcon, LockIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { STRIPE_PUBLISHABLE_KEY } from '../../../config/env';
import { cx } from '../../../lib/cx';
import { confirmPayment, createOrder, priceChangedQuote } from '../api/orders';
import type { PendingOrder } from '../lib/draft';
import { payOrder, type PayInput, type PayOutcome } from '../lib/pay';
import { PriceChangedDialog } from './price-changed-dialog';
import styles from './checkout.module.css';

export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; city: string; state: string; postal_code: string; country: 'US' };
}

export interface PaymentSectionProps {
  totalCents: number;
  billingDetails: BillingDetails;
  /** Validates the whole form; false (after moving to the first invalid step) stops the payment. */
  beforePay: () => boolean;
  /** The request, fingerprint and pending order for an attempt; `accepted` is a server quote the customer confirmed. */
  buildInput: (accepted?: QuoteDto) => PayInput;
  onPending: (order: PendingOrder | null) => void;
  /** The server priced differently (409): refresh what the page shows. */
  onPriceChanged: (quote: QuoteDto) => void;
  onPaid: (outcome: Extract<PayOutcome, { kind: 'paid' }>) => void;
  /** Called with the payment error the customer sees. */
  onError?: (message: string) => void;
}

const CARD_STYLE = {
  base: {
    fontSize: '16px',
    color: '#0f1b2d',
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    '::placeholder': { color: '#8191a7' },
  },
  invalid: { color: '#b42318' },
};

const IS_TEST_MODE = STRIPE_PUBLISHABLE_KEY.startsWith('pk_test_');

/**
 * The card field and the Pay button: live card errors that clear when the field
 * becomes valid; Pay blocked until the provider has loaded; "Processing Payment..." while paying;
 * any failure in a red alert under the card field.
 */
export function PaymentSection({
  totalCents,
  billingDetails,
  beforePay,
  buildInput,
  onPending,
  onPriceChanged,
  onPaid,
  onError,
}: PaymentSectionProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // The server's quote from a 409, with the total the customer had seen (the page refreshes its own figures meanwhile).
  const [changed, setChanged] = useState<{ quote: QuoteDto; seenCents: number } | null>(null);
  const [paidButUnconfirmed, setPaidButUnconfirmed] = useState(false);
  // One Idempotency-Key per checkout attempt (one request), the same on every retry of it; a new
  // attempt once its order is dropped or paid.
  const attemptKeys = useRef(new Map<string, string>());
  const attemptKey = (body: unknown) => {
    const attempt = JSON.stringify(body);
    const key = attemptKeys.current.get(attempt) ?? crypto.randomUUID();
    attemptKeys.current.set(attempt, key);
    return key;
  };
  const cardLabelId = useId();
  const cardErrorId = useId();
  const alertId = useId();

  const providerLoaded = Boolean(stripe && elements && cardReady);

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setCardError(event.error?.message ?? null);
    setCardComplete(event.complete);
  };

  const fail = (message: string) => {
    setPaymentError(message);
    toast.error(message);
    onError?.(message);
  };

  const pay = async (accepted?: QuoteDto) => {
    if (processing) return;
    setPaymentError(null);
    if (!stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    if (!beforePay()) return;
    const input = buildInput(accepted);
    if (!input.pending?.paidIntentId && !cardComplete) {
      const message = cardError ?? 'Enter your card number, expiry date, CVC and ZIP code.';
      setPaymentError(message);
      card.focus();
      return;
    }

    setProcessing(true);
    // Once paid, the button keeps its processing state until the Order Complete page replaces it.
    let paid = false;
    try {
      const outcome = await payOrder(input, {
        createOrder: (body) => createOrder(body, attemptKey(body)),
        confirmPayment,
        priceChangedQuote,
        onPending: (order) => {
          if (!order) attemptKeys.current.clear();
          onPending(order);
          setPaidButUnconfirmed(Boolean(order?.paidIntentId));
        },
        confirmCard: (clientSecret) =>
          stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billingDetails } }),
      });
      if (outcome.kind === 'paid') {
        attemptKeys.current.clear();
        paid = true;
        onPaid(outcome);
        return;
      }
      if (outcome.kind === 'price-changed') {
        setChanged({ quote: outcome.quote, seenCents: totalCents });
        onPriceChanged(outcome.quote);
        return;
      }
      fail(
        outcome.stage === 'confirm'
          ? `${outcome.message}. Your card payment went through; press the button again to finish. You will not be charged twice.`
          : outcome.message,
      );
    } catch (error) {
      fail(error instanceof Error && error.message ? error.message : 'Payment processing failed');
    } finally {
      if (!paid) setProcessing(false);
    }
  };

  const confirmChangedPrice = () => {
    const quote = changed?.quote;
    setChanged(null);
    if (quote) void pay(quote);
  };

  const buttonLabel = paidButUnconfirmed ? 'Finish order' : `Pay ${formatUsd(totalCents)}`;

  return (
    <div className={styles.payment}>
      <div className={styles.field}>
        <span id={cardLabelId} className={styles.label}>
          Card details
        </span>
        <div
          className={cx(styles.cardBox, cardError && styles.cardBoxInvalid)}
          role="group"
          aria-labelledby={cardLabelId}
          aria-describedby={cardError ? cardErrorId : undefined}
          data-testid="card-element"
        >
          {!providerLoaded ? (
            <span className={styles.cardLoading}>
              <Spinner size="sm" /> Loading secure card form…
            </span>
          ) : null}
          <CardElement
            className={cx(styles.cardElement, !providerLoaded && styles.cardElementHidden)}
            options={{ style: CARD_STYLE, hidePostalCode: false, value: { postalCode: billingDetails.address.postal_code } }}
            onReady={() => setCardReady(true)}
            onChange={onCardChange}
          />
        </div>
        <p id={cardErrorId} className={styles.cardError} aria-live="polite">
          {cardError}
        </p>
        {IS_TEST_MODE ? (
          <p className={styles.hint}>Test mode: use card 4242 4242 4242 4242 with any future date and any CVC. No real money moves.</p>
        ) : null}
      </div>

      {paymentError ? (
        <div id={alertId} className={styles.alert} role="alert" data-testid="payment-error">
          <AlertIcon size={20} />
          <p>{paymentError}</p>
        </div>
      ) : null}

      <Button
        type="button"
        size="lg"
        block
        onClick={() => void pay()}
        disabled={!providerLoaded || processing}
        aria-describedby={paymentError ? alertId : undefined}
        iconStart={processing ? <Spinner size="sm" /> : <LockIcon size={18} />}
      >
        {processing ? 'Processing Payment...' : buttonLabel}
      </Button>
      <p className={styles.secureNote}>
        <LockIcon size={14} /> Card details go straight to our payment provider over an encrypted connection. Filebridge never sees or
        stores your card number.
      </p>

      <PriceChangedDialog
        quote={changed?.quote ?? null}
        previousTotalCents={changed?.seenCents ?? totalCents}
        onConfirm={confirmChangedPrice}
        onCancel={() => setChanged(null)}
      />
    </div>
  );
}
