import type { PackageDto, QuoteDto, ServiceDto } from '@filebridge/contracts';
import {
  ADD_ON_KEYS,
  ADD_ONS,
  buildReceipt,
  chargeableAddOns,
  formatUsd,
  toCents,
  ucrFee2025,
  US_STATES,
  type AddOnKey,
} from '@filebridge/contracts';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { AlertIcon, ArrowRightIcon, ChevronLeftIcon, RefreshIcon } from '../../../components/icons';
import { saveReceipt } from '../../../lib/receipt-storage';
import { useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { useStateTaxStore } from '../../../stores/state-tax-store';
import { packageId as idOf } from '../../catalog';
import { ADD_ON_HELP } from '../lib/add-on-help';
import {
  BUSINESS_TYPES,
  businessInfoOf,
  isTopLevelField,
  buildOrderRequest,
  customerInfoOf,
  emptyForm,
  fieldsOfStep,
  firstInvalidStep,
  needsFleetSize,
  orderFingerprint,
  stateCode,
  STEPS,
  validateCheckout,
  validateField,
  validateStep,
  type CheckoutErrors,
  type CheckoutForm,
  type FieldPath,
  type StepId,
} from '../lib/checkout-model';
import { clearDraft, loadDraft, saveDraft, type PendingOrder } from '../lib/draft';
import { itemsOfQuote, totalsOfQuote, type PayInput, type PayOutcome } from '../lib/pay';
import { quoteCheckout } from '../lib/pricing';
import { getStripe } from '../lib/stripe';
import { FeeAnswersReview, FeeQuestions } from './fee-questions';
import { ChoiceCard, SelectField } from './fields';
import { PaymentSection, type BillingDetails } from './payment-section';
import { PriceSummary } from './price-summary';
import { Stepper } from './stepper';
import styles from './checkout.module.css';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.name, label: s.name }));
const TYPE_OPTIONS = BUSINESS_TYPES.map((t) => ({ value: t, label: t }));
const FORMATION_SLUGS = new Set(['llc-formation', 'corporation', 'nonprofit']);

export const fieldId = (path: FieldPath) => `co-${path.replace('.', '-')}`;

function mergeForm(base: CheckoutForm, saved: CheckoutForm | undefined): CheckoutForm {
  if (!saved) return base;
  return {
    business: { ...base.business, ...saved.business },
    customer: { ...base.customer, ...saved.customer },
    billingSameAsBusiness: saved.billingSameAsBusiness ?? base.billingSameAsBusiness,
    billing: { ...base.billing, ...saved.billing },
    addOns: { ...base.addOns, ...saved.addOns },
    fleetSize: saved.fleetSize ?? base.fleetSize,
    trademarkClasses: saved.trademarkClasses ?? base.trademarkClasses,
    copyrightApplication: saved.copyrightApplication ?? base.copyrightApplication,
    usdotNumber: saved.usdotNumber ?? base.usdotNumber,
  };
}

const stepIndex = (step: StepId) => STEPS.findIndex((s) => s.id === step);

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
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const clearSelection = useSelectionStore((s) => s.clearSelection);
  const { stateTaxes, isLoading: taxesLoading, error: taxesError, fetchStateTaxes } = useStateTaxStore();

  const [saved] = useState(() => loadDraft(slug, pkgId));
  const [form, setForm] = useState<CheckoutForm>(() => mergeForm(emptyForm(slug, user), saved?.form));
  const [pending, setPending] = useState<PendingOrder | null>(saved?.pending ?? null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [touched, setTouched] = useState<Partial<Record<FieldPath, boolean>>>({});
  const [step, setStep] = useState<StepId>(() => {
    if (!saved) return 'business';
    const invalid = firstInvalidStep(mergeForm(emptyForm(slug, user), saved.form), slug);
    return invalid ?? 'addons';
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // Once paid, the draft is gone for good: no late re-render may write it back.
  const finished = useRef(false);

  // The state tax table is (re)fetched when checkout opens; the persisted copy shows meanwhile.
  useEffect(() => {
    void fetchStateTaxes();
  }, [fetchStateTaxes]);

  useEffect(() => {
    if (!finished.current) saveDraft(slug, pkgId, { form, pending });
  }, [slug, pkgId, form, pending]);

  // Move focus to the new step's heading so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [step]);

  // From the served catalog: an included add-on shows ticked and disabled, one neither offered nor included is not shown.
  const included = useMemo(() => new Set(pkg.includedAddOns), [pkg]);
  const shownAddOns = useMemo(
    () => ADD_ON_KEYS.filter((key) => service.offeredAddOns.includes(key) || included.has(key)),
    [service, included],
  );
  const checkoutQuote = useMemo(() => quoteCheckout(service, pkg, form, stateTaxes), [service, pkg, form, stateTaxes]);

  const done = useMemo(() => {
    const set = new Set<StepId>();
    if (Object.keys(validateStep('business', form, slug)).length === 0) set.add('business');
    if (set.has('business') && Object.keys(validateStep('details', form, slug)).length === 0) set.add('details');
    if (set.has('details') && stepIndex(step) > stepIndex('addons')) set.add('addons');
    return set;
  }, [form, slug, step]);

  const canOpen = (target: StepId) => {
    const i = stepIndex(target);
    if (i <= stepIndex(step)) return true;
    return STEPS.slice(0, i).every((s) => s.id === 'addons' || done.has(s.id));
  };

  // ─── Field editing ─────────────────────────────────────────────────────────
  const setValue = (path: FieldPath, value: string) => {
    let next: CheckoutForm;
    if (isTopLevelField(path)) next = { ...form, [path]: value };
    else {
      const [group, key] = path.split('.') as ['business' | 'customer' | 'billing', string];
      next = { ...form, [group]: { ...form[group], [key]: value } };
    }
    setForm(next);
    // Live once the field has been left or the step submitted: an error clears as soon as the value is fixed.
    if (touched[path] || errors[path]) setErrors((e) => ({ ...e, [path]: validateField(path, next) }));
  };

  const valueOf = (path: FieldPath): string => {
    if (isTopLevelField(path)) return form[path];
    const [group, key] = path.split('.') as ['business' | 'customer' | 'billing', string];
    return (form[group] as Record<string, string>)[key] ?? '';
  };

  const blur = (path: FieldPath) => () => {
    if (!valueOf(path) && !touched[path]) return;
    setTouched((t) => ({ ...t, [path]: true }));
    setErrors((e) => ({ ...e, [path]: validateField(path, form) }));
  };

  const input = (path: FieldPath) => ({
    id: fieldId(path),
    name: path,
    value: valueOf(path),
    error: errors[path],
    onChange: (e: { target: { value: string } }) => setValue(path, e.target.value),
    onBlur: blur(path),
  });

  const showErrors = (found: CheckoutErrors) => {
    setErrors((e) => ({ ...e, ...found }));
    setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(found).map((k) => [k, true])) }));
    const first = (Object.keys(found) as FieldPath[])[0];
    if (first) window.setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
  };

  const goTo = (target: StepId) => setStep(target);

  const next = () => {
    const found = validateStep(step, form, slug);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    // Clear stale errors of this step's fields once they pass.
    setErrors((e) => {
      const copy = { ...e };
      for (const f of fieldsOfStep(step, slug)) delete copy[f];
      return copy;
    });
    const i = stepIndex(step);
    setStep(STEPS[Math.min(i + 1, STEPS.length - 1)]!.id);
  };

  const back = () => setStep(STEPS[Math.max(stepIndex(step) - 1, 0)]!.id);

  const toggleAddOn = (key: AddOnKey, checked: boolean) => setForm((f) => ({ ...f, addOns: { ...f.addOns, [key]: checked } }));

  // ─── Payment ───────────────────────────────────────────────────────────────
  const beforePay = () => {
    const found = validateCheckout(form, slug);
    if (Object.keys(found).length === 0) return true;
    const target = firstInvalidStep(form, slug) ?? 'business';
    setStep(target);
    showErrors(found);
    toast.error('Some details are missing. Please check the highlighted fields.');
    return false;
  };

  const chargedForm = useMemo<CheckoutForm>(() => ({ ...form, addOns: chargeableAddOns(service, pkg, form.addOns) }), [form, service, pkg]);

  const buildInput = (accepted?: QuoteDto): PayInput => {
    const request = buildOrderRequest({
      slug,
      packageId: pkgId,
      form: chargedForm,
      quote: checkoutQuote.quote,
      acceptedTotals: accepted ? totalsOfQuote(accepted) : undefined,
    });
    if (accepted) request.items = itemsOfQuote(accepted);
    return { request, fingerprint: orderFingerprint(slug, pkgId, chargedForm), pending };
  };

  const onPriceChanged = useCallback(() => {
    void fetchStateTaxes();
    onRefreshService();
  }, [fetchStateTaxes, onRefreshService]);

  const onPaid = ({ order }: Extract<PayOutcome, { kind: 'paid' }>) => {
    const receipt = buildReceipt({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt,
      customerInfo: customerInfoOf(form),
      businessInfo: businessInfoOf(form),
      items: order.lines,
      subtotalCents: toCents(order.totals.subtotal),
      taxCents: toCents(order.totals.taxAmount),
      totalCents: toCents(order.totals.total),
    });
    saveReceipt(receipt);
    finished.current = true;
    clearDraft(slug, pkgId);
    clearSelection();
    toast.success(`Payment received. Order ${order.orderNumber} is confirmed.`);
    navigate(`/my/account/${userId}/order-complete/${order.orderId}`, { replace: true, state: { receipt } });
  };

  const customer = customerInfoOf(form);
  const billingDetails: BillingDetails = {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    email: customer.email,
    phone: customer.phone,
    address: {
      line1: customer.billingAddress.address,
      city: customer.billingAddress.city,
      state: stateCode(customer.billingAddress.state),
      postal_code: customer.billingAddress.zip,
      country: 'US',
    },
  };

  // Stripe.js loads once the page is open, so the card field is ready by the time it is needed.
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const [stripeAttempt, setStripeAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStripeError(null);
    getStripe()
      .then((s) => live && setStripe(s))
      .catch(() => live && setStripeError('The secure card form could not be loaded. Check your connection and try again.'));
    return () => {
      live = false;
    };
  }, [stripeAttempt]);

  const isFormation = FORMATION_SLUGS.has(slug);
  const fleet = needsFleetSize(slug) && /^\d+$/.test(form.fleetSize.trim()) ? ucrFee2025(Number(form.fleetSize.trim())) : null;
  const currentLabel = STEPS[stepIndex(step)]!.label;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Stepper current={step} done={done} canOpen={canOpen} onOpen={goTo} />
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
            {step === 'business' ? 'Your business' : step === 'details' ? 'Your details' : step === 'addons' ? 'Add-ons' : 'Review and pay'}
            <span className="visually-hidden"> ({currentLabel})</span>
          </h2>

          {step === 'business' ? (
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                next();
              }}
            >
              <p className={styles.stepLead}>
                {isFormation
                  ? 'Tell us about the business you are forming. We check the name is available before we file.'
                  : 'Tell us about the business this filing is for.'}
              </p>
              <TextField
                label="Business name"
                autoComplete="organization"
                maxLength={120}
                hint={isFormation ? 'The name you want to register, e.g. “Lone Star Coffee LLC”.' : 'The legal name, as registered.'}
                required
                {...input('business.name')}
              />
              <div className={styles.row}>
                <SelectField
                  label="Business type"
                  placeholder="Choose a type"
                  options={TYPE_OPTIONS}
                  required
                  {...input('business.type')}
                />
                <SelectField
                  label={isFormation ? 'State of formation' : 'Business state'}
                  placeholder="Choose a state"
                  options={STATE_OPTIONS}
                  hint={slug === 'llc-formation' ? 'Its state filing fee is added at cost.' : undefined}
                  required
                  {...input('business.state')}
                />
              </div>
              <TextField
                label="Business address"
                autoComplete="street-address"
                maxLength={200}
                hint="A street address in the US; a P.O. box is fine for mail."
                required
                {...input('business.address')}
              />
              <div className={styles.row}>
                <TextField label="City" autoComplete="address-level2" maxLength={80} required {...input('business.city')} />
                <TextField
                  label="ZIP code"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={10}
                  required
                  {...input('business.zip')}
                />
              </div>
              {needsFleetSize(slug) ? (
                <TextField
                  label="Fleet size (power units)"
                  inputMode="numeric"
                  maxLength={7}
                  hint={
                    fleet
                      ? `Bracket ${fleet.label} power units: UCR 2025 fee ${formatUsd(fleet.feeUsd * 100)}, paid at cost.`
                      : 'Trucks and tractors you operate in interstate commerce. Brokers with no vehicles enter 0.'
                  }
                  required
                  {...input('fleetSize')}
                />
              ) : null}
              <FeeQuestions slug={slug} input={input} />
              <StepButtons onBack={null} nextLabel="Continue to your details" />
            </form>
          ) : null}

          {step === 'details' ? (
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                next();
              }}
            >
              <p className={styles.stepLead}>Who we contact about this order, and where the receipt goes.</p>
              <div className={styles.row}>
                <TextField label="First name" autoComplete="given-name" maxLength={60} required {...input('customer.firstName')} />
                <TextField label="Last name" autoComplete="family-name" maxLength={60} required {...input('customer.lastName')} />
              </div>
              <div className={styles.row}>
                <TextField label="Email" type="email" autoComplete="email" maxLength={254} required {...input('customer.email')} />
                <TextField
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={20}
                  hint="Only for questions about this filing."
                  required
                  {...input('customer.phone')}
                />
              </div>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>Billing address</legend>
                <label className={styles.checkRow}>
                  <input
                    type="checkbox"
                    checked={form.billingSameAsBusiness}
                    onChange={(e) => setForm((f) => ({ ...f, billingSameAsBusiness: e.target.checked }))}
                  />
                  Same as the business address
                  {form.billingSameAsBusiness && form.business.address ? (
                    <span className={styles.muted}>
                      {' '}
                      ({form.business.address}, {form.business.city}, {form.business.state} {form.business.zip})
                    </span>
                  ) : null}
                </label>
                {!form.billingSameAsBusiness ? (
                  <>
                    <TextField
                      label="Billing address"
                      autoComplete="billing street-address"
                      maxLength={200}
                      required
                      {...input('billing.address')}
                    />
                    <div className={styles.row3}>
                      <TextField
                        label="Billing city"
                        autoComplete="billing address-level2"
                        maxLength={80}
                        required
                        {...input('billing.city')}
                      />
                      <SelectField
                        label="Billing state"
                        placeholder="Choose a state"
                        options={STATE_OPTIONS}
                        required
                        {...input('billing.state')}
                      />
                      <TextField
                        label="Billing ZIP code"
                        autoComplete="billing postal-code"
                        inputMode="numeric"
                        maxLength={10}
                        required
                        {...input('billing.zip')}
                      />
                    </div>
                  </>
                ) : null}
              </fieldset>
              <StepButtons onBack={back} nextLabel="Continue to add-ons" />
            </form>
          ) : null}

          {step === 'addons' ? (
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                next();
              }}
            >
              <p className={styles.stepLead}>
                Optional extras. Each is a Filebridge service, priced once, with nothing recurring unless you choose it.
              </p>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">Add-ons</legend>
                <div className={styles.choices}>
                  {shownAddOns.map((key) => (
                    <ChoiceCard
                      key={key}
                      name={key}
                      title={ADD_ONS[key].label}
                      price={included.has(key) ? 'Included' : `+${formatUsd(ADD_ONS[key].cents)}`}
                      description={ADD_ON_HELP[key]}
                      note={included.has(key) ? 'Included in your package' : undefined}
                      checked={included.has(key) || form.addOns[key]}
                      disabled={included.has(key)}
                      onChange={(checked) => toggleAddOn(key, checked)}
                    />
                  ))}
                </div>
              </fieldset>
              <StepButtons onBack={back} nextLabel="Continue to payment" />
            </form>
          ) : null}

          {step === 'payment' ? (
            <div className={styles.form}>
              <Review
                form={form}
                onEdit={goTo}
                addOns={checkoutQuote.quote.lines.filter((l) => l.kind === 'add-on').map((l) => l.description)}
                included={shownAddOns.filter((k) => included.has(k)).map((k) => ADD_ONS[k].label)}
                slug={slug}
              />
              {stripeError ? (
                <div className={styles.alert} role="alert">
                  <AlertIcon size={20} />
                  <p>{stripeError}</p>
                  <Button variant="outline" size="sm" iconStart={<RefreshIcon size={16} />} onClick={() => setStripeAttempt((n) => n + 1)}>
                    Try again
                  </Button>
                </div>
              ) : (
                <Elements stripe={stripe}>
                  <PaymentSection
                    totalCents={checkoutQuote.quote.totalCents}
                    billingDetails={billingDetails}
                    beforePay={beforePay}
                    buildInput={buildInput}
                    onPending={setPending}
                    onPriceChanged={onPriceChanged}
                    onPaid={onPaid}
                  />
                </Elements>
              )}
              <div className={styles.actions}>
                <Button variant="ghost" iconStart={<ChevronLeftIcon size={18} />} onClick={back}>
                  Back
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <aside className={styles.aside} aria-label="Price" id="price-summary">
        <PriceSummary
          service={service}
          pkg={pkg}
          checkoutQuote={checkoutQuote}
          state={form.business.state}
          taxesLoading={taxesLoading}
          taxesError={taxesError}
        />
      </aside>
    </div>
  );
}

function StepButtons({ onBack, nextLabel }: { onBack: (() => void) | null; nextLabel: string }) {
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="ghost" iconStart={<ChevronLeftIcon size={18} />} onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
        {nextLabel}
      </Button>
    </div>
  );
}

function Review({
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
          {needsFleetSize(slug) ? (
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
