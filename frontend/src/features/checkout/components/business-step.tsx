import { businessTypesFor, formatUsd, isFormation as formsEntity, quoteNeeds, ucrFee, US_STATES } from '@filebridge/contracts';
import { SelectField, TextField } from '../../../components/form-field';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { FeeQuestions } from './fee-questions';
import { StepButtons } from './step-buttons';
import { bindField, StepForm } from './step-form';
import styles from './checkout.module.css';

export const STATE_OPTIONS = US_STATES.map((s) => s.name);

export function BusinessStep({ checkout, slug }: { checkout: CheckoutFormState; slug: string }) {
  const input = bindField(checkout);
  const isFormation = formsEntity(slug);
  const fleetText = checkout.values.fleetSize.trim();
  const year = Number(checkout.values.ucrYear);
  const fleet = quoteNeeds(slug, 'fleetSize') && /^\d+$/.test(fleetText) ? ucrFee(year, Number(fleetText)) : null;
  return (
    <StepForm onNext={() => void checkout.next()}>
      <p className={styles.stepLead}>
        {isFormation
          ? 'Tell us about the business you are forming. We check the name is available before we file.'
          : 'Tell us about the business this filing is for.'}
      </p>
      <TextField
        label="Business name"
        autoComplete="organization"
        hint={isFormation ? 'The name you want to register, e.g. “Lone Star Coffee LLC”.' : 'The legal name, as registered.'}
        required
        {...input('business.name')}
      />
      <div className={styles.row}>
        <SelectField
          label="Business type"
          placeholder="Choose a type"
          options={businessTypesFor(slug)}
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
        hint={
          isFormation
            ? 'The street address where the business is, in the US. The state needs a street address: not a P.O. box.'
            : 'A street address in the US; a P.O. box is fine for mail.'
        }
        required
        {...input('business.address')}
      />
      <div className={styles.row}>
        <TextField label="City" autoComplete="address-level2" required {...input('business.city')} />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" required {...input('business.zip')} />
      </div>
      {quoteNeeds(slug, 'fleetSize') ? (
        <TextField
          label="Fleet size (power units)"
          inputMode="numeric"
          hint={
            fleet
              ? `Bracket ${fleet.label} power units: UCR ${year} fee ${formatUsd(fleet.feeUsd * 100)}, paid at cost.`
              : 'Trucks and tractors you operate in interstate commerce. Brokers with no vehicles enter 0.'
          }
          required
          {...input('fleetSize')}
        />
      ) : null}
      <FeeQuestions slug={slug} input={input} />
      <StepButtons onBack={null} nextLabel="Continue to your details" />
    </StepForm>
  );
}
