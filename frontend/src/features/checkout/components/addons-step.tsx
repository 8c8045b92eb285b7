import { ADD_ONS, formatUsd, type AddOnKey } from '@filebridge/contracts';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { ADD_ON_HELP } from '../lib/add-on-help';
import { ChoiceCard } from './fields';
import { StepButtons } from './step-buttons';
import { StepForm } from './step-form';
import styles from './checkout.module.css';

/** The add-ons on offer; one the package includes shows ticked and disabled. */
export function AddOnsStep({ checkout, shown, included }: { checkout: CheckoutFormState; shown: AddOnKey[]; included: Set<AddOnKey> }) {
  return (
    <StepForm onNext={() => void checkout.next()}>
      <p className={styles.stepLead}>
        Optional extras. Each is a Filebridge service, priced once, with nothing recurring unless you choose it.
      </p>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Add-ons</legend>
        <div className={styles.choices}>
          {shown.map((key) => (
            <ChoiceCard
              key={key}
              name={key}
              title={ADD_ONS[key].label}
              price={included.has(key) ? 'Included' : `+${formatUsd(ADD_ONS[key].cents)}`}
              description={ADD_ON_HELP[key]}
              note={included.has(key) ? 'Included in your package' : undefined}
              checked={included.has(key) || checkout.values.addOns[key]}
              disabled={included.has(key)}
              onChange={(checked) => checkout.form.setValue(`addOns.${key}`, checked)}
            />
          ))}
        </div>
      </fieldset>
      <StepButtons onBack={checkout.back} nextLabel="Continue to payment" />
    </StepForm>
  );
}
