import type { RenewalDto } from '@filebridge/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSessionStore } from '../../../stores/session-store';
import {
  emptyForm,
  fieldsOfStep,
  firstInvalidStep,
  STEPS,
  validateCheckout,
  validateStep,
  type CheckoutForm,
  type FieldPath,
  type StepId,
} from '../lib/checkout-model';
import { checkoutSchema } from '../lib/checkout-schema';
import { loadDraft, saveDraft, type PendingOrder } from '../lib/draft';
import { ucrYearAnswerError } from '../lib/quote-answers';
import { useRenewalPrefill } from './use-renewal-prefill';

/** A saved draft over a fresh form: fields the draft lacks (an older draft) keep their defaults. */
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
    mcNumber: saved.mcNumber ?? base.mcNumber,
    // A year no longer on sale (a draft from last year) falls back to the newest on sale.
    ucrYear: saved.ucrYear && !ucrYearAnswerError(saved.ucrYear) ? saved.ucrYear : base.ucrYear,
  };
}

export const stepIndex = (step: StepId) => STEPS.findIndex((s) => s.id === step);

/**
 * The checkout's form and steps: the values (kept in the session's draft with the pending order),
 * which step shows, which steps are done, and moving between them. A step moves on only when its
 * fields pass; otherwise their messages show and the first invalid field takes the focus.
 */
export function useCheckoutForm(slug: string, pkgId: string) {
  const user = useSessionStore((s) => s.user);
  const [saved] = useState(() => loadDraft(slug, pkgId));
  const [initial] = useState(() => mergeForm(emptyForm(slug, user), saved?.form));
  const schema = useMemo(() => checkoutSchema(slug), [slug]);
  const form = useZodForm(schema, initial);
  const values = useWatch({ control: form.control }) as CheckoutForm;
  const [pending, setPending] = useState<PendingOrder | null>(saved?.pending ?? null);
  const [step, setStep] = useState<StepId>(() => (saved ? (firstInvalidStep(initial, slug) ?? 'addons') : 'business'));
  // A step opened because paying found it incomplete: its messages show once it is on the page.
  const [recheck, setRecheck] = useState<StepId | null>(null);
  // Once paid, the draft is gone for good: no late re-render may write it back.
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveDraft(slug, pkgId, { form: values, pending });
  }, [slug, pkgId, values, pending]);

  const prefill = useCallback(
    (renewal: RenewalDto) => {
      const current = form.getValues();
      const filled: CheckoutForm = {
        ...current,
        business: { ...current.business, ...Object.fromEntries(Object.entries(renewal.businessInfo).filter(([, v]) => v !== '')) },
        usdotNumber: renewal.quoteInputs.usdotNumber ?? current.usdotNumber,
      };
      form.reset(filled);
      setStep(firstInvalidStep(filled, slug) ?? 'addons');
    },
    [form, slug],
  );
  useRenewalPrefill(slug, saved !== null, prefill);

  useEffect(() => {
    if (recheck !== step) return;
    setRecheck(null);
    void form.trigger(fieldsOfStep(step, slug), { shouldFocus: true });
  }, [recheck, step, form, slug]);

  const done = useMemo(() => {
    const set = new Set<StepId>();
    if (Object.keys(validateStep('business', values, slug)).length === 0) set.add('business');
    if (set.has('business') && Object.keys(validateStep('details', values, slug)).length === 0) set.add('details');
    if (set.has('details') && stepIndex(step) > stepIndex('addons')) set.add('addons');
    return set;
  }, [values, slug, step]);

  const canOpen = (target: StepId) => {
    const i = stepIndex(target);
    if (i <= stepIndex(step)) return true;
    return STEPS.slice(0, i).every((s) => s.id === 'addons' || done.has(s.id));
  };

  const next = async () => {
    const ok = await form.trigger(fieldsOfStep(step, slug) as FieldPath[], { shouldFocus: true });
    if (ok) setStep(STEPS[Math.min(stepIndex(step) + 1, STEPS.length - 1)]!.id);
  };

  const back = () => setStep(STEPS[Math.max(stepIndex(step) - 1, 0)]!.id);

  /** Whether the whole form may be paid for; if not, opens the first incomplete step with its messages. */
  const complete = () => {
    if (Object.keys(validateCheckout(values, slug)).length === 0) return true;
    const target = firstInvalidStep(values, slug) ?? 'business';
    setStep(target);
    setRecheck(target);
    return false;
  };

  const finish = () => {
    finished.current = true;
  };

  return { form, values, step, setStep, done, canOpen, next, back, complete, pending, setPending, finish, prefill };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
