import { SelectField, TextField } from '../../../components/form-field';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { STATE_OPTIONS } from './business-step';
import { StepButtons } from './step-buttons';
import { bindField, StepForm } from './step-form';
import styles from './checkout.module.css';

export function DetailsStep({ checkout }: { checkout: CheckoutFormState }) {
  const input = bindField(checkout);
  const { business, billingSameAsBusiness } = checkout.values;
  return (
    <StepForm onNext={() => void checkout.next()}>
      <p className={styles.stepLead}>Who we contact about this order, and where the receipt goes.</p>
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" required {...input('customer.firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...input('customer.lastName')} />
      </div>
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" required {...input('customer.email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="Only for questions about this filing."
          required
          {...input('customer.phone')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Billing address</legend>
        <label className={styles.checkRow}>
          <input type="checkbox" {...checkout.form.register('billingSameAsBusiness')} />
          Same as the business address
          {billingSameAsBusiness && business.address ? (
            <span className={styles.muted}>
              {' '}
              ({business.address}, {business.city}, {business.state} {business.zip})
            </span>
          ) : null}
        </label>
        {!billingSameAsBusiness ? (
          <>
            <TextField label="Billing address" autoComplete="billing street-address" required {...input('billing.address')} />
            <div className={styles.row3}>
              <TextField label="Billing city" autoComplete="billing address-level2" required {...input('billing.city')} />
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
                required
                {...input('billing.zip')}
              />
            </div>
          </>
        ) : null}
      </fieldset>
      <StepButtons onBack={checkout.back} nextLabel="Continue to add-ons" />
    </StepForm>
  );
}
