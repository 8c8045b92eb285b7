import type { PackageDto, ServiceDto } from '@filebridge/contracts';
import { ADD_ON_KEYS, ADD_ONS, formatUsd } from '@filebridge/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useStateTaxStore } from '../../../stores/state-tax-store';
import { packageId as idOf } from '../../../lib/api/catalog';
import { stepIndex, useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useStripeLoader } from '../hooks/use-stripe-loader';
import { STEPS, type StepId } from '../lib/checkout-model';
import { quoteCheckout } from '../lib/pricing';
import { AddOnsStep } from './addons-step';
import { BusinessStep } from './business-step';
import { DetailsStep } from './details-step';
import { IncludedFilingNotice } from './included-filing-notice';
import { PaymentStep } from './payment-step';
import { PriceSummary } from './price-summary';
import { Stepper } from './stepper';
import styles from './checkout.module.css';

const STEP_TITLES: Record<StepId, string> = {
  business: 'Your business',
  details: 'Your details',
  addons: 'Add-ons',
  payment: 'Review and pay',
};

export interface CheckoutFlowProps {
  service: ServiceDto;
  pkg: PackageDto;
  userId: string;
  /** Reloads the service (after the server priced the order differently). */
  onRefreshService: () => void;
}

/** The four-step checkout (Business → Your details → Add-ons → Payment) with the live price beside it. */
export function CheckoutFlow({ service, pkg, userId, onRefreshService }: CheckoutFlowProps) {
  const slug = service.slug;
  const pkgId = idOf(pkg);
  const { stateTaxes, isLoading: taxesLoading, error: taxesError, fetchStateTaxes } = useStateTaxStore();
  const checkout = useCheckoutForm(slug, pkgId);
  const { step, values } = checkout;
  const stripe = useStripeLoader();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // The state tax table is (re)fetched when checkout opens; the persisted copy shows meanwhile.
  useEffect(() => {
    void fetchStateTaxes();
  }, [fetchStateTaxes]);

  // A new step starts at its heading, for keyboard and screen-reader users too. Only on a change of
  // step: the page itself opens at its top (an effect run twice must not scroll it).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [step]);

  // From the served catalog: an included add-on shows ticked and disabled, one neither offered nor included is not shown.
  const included = useMemo(() => new Set(pkg.includedAddOns), [pkg]);
  const shownAddOns = useMemo(
    () => ADD_ON_KEYS.filter((key) => service.offeredAddOns.includes(key) || included.has(key)),
    [service, included],
  );
  const checkoutQuote = useMemo(() => quoteCheckout(service, pkg, values, stateTaxes), [service, pkg, values, stateTaxes]);
  const payment = useCheckoutPayment({ checkout, service, pkg, pkgId, userId, checkoutQuote, onRefreshService });

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <IncludedFilingNotice serviceSlug={slug} userId={userId} />
        <Stepper current={step} done={checkout.done} canOpen={checkout.canOpen} onOpen={checkout.setStep} />
        <p className={styles.mobileTotal}>
          <span>
            Total{checkoutQuote.missingInputs.length > 0 ? ' so far' : ''}: <strong>{formatUsd(checkoutQuote.quote.totalCents)}</strong>
          </span>
          <a href="#price-summary">See the breakdown</a>
        </p>
        <div className={styles.panel}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            <span className={styles.stepCount}>
              Step {stepIndex(step) + 1} of {STEPS.length}
            </span>
            {STEP_TITLES[step]}
            <span className="visually-hidden"> ({STEPS[stepIndex(step)]!.label})</span>
          </h2>
          {step === 'business' ? <BusinessStep checkout={checkout} slug={slug} /> : null}
          {step === 'details' ? <DetailsStep checkout={checkout} /> : null}
          {step === 'addons' ? <AddOnsStep checkout={checkout} shown={shownAddOns} included={included} /> : null}
          {step === 'payment' ? (
            <PaymentStep
              checkout={checkout}
              slug={slug}
              addOns={checkoutQuote.quote.lines.filter((l) => l.kind === 'add-on').map((l) => l.description)}
              included={shownAddOns.filter((k) => included.has(k)).map((k) => ADD_ONS[k].label)}
              payment={payment}
              stripe={stripe}
            />
          ) : null}
        </div>
      </div>
      <aside className={styles.aside} aria-label="Price" id="price-summary">
        <PriceSummary
          service={service}
          pkg={pkg}
          checkoutQuote={checkoutQuote}
          state={values.business.state}
          taxesLoading={taxesLoading}
          taxesError={taxesError}
        />
      </aside>
    </div>
  );
}
