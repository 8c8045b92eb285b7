import { TRADEMARK_CLASSES_MAX, ucrYearsOnSale } from '@filebridge/contracts';
import { SelectField, TextField } from '../../../components/form-field';
import { asksFor, needsCarrierNumber, type QuoteAnswerField } from '../lib/quote-answers';
import type { bindField } from './step-form';

const COPYRIGHT_OPTIONS = [
  { value: 'single', label: 'Single Application ($45)' },
  { value: 'standard', label: 'Standard Application ($65)' },
];

/** The UCR years on sale today, newest first: the one a carrier registers for next comes first. */
const ucrYearOptions = (today = new Date()) =>
  ucrYearsOnSale(today)
    .reverse()
    .map((year) => ({ value: String(year), label: year === today.getUTCFullYear() ? `${year} (this year)` : `${year} (from January 1)` }));

/** The questions a service's government fee depends on beyond the state; nothing for other services. */
export function FeeQuestions({
  slug,
  input,
}: {
  slug: string;
  input: (field: QuoteAnswerField) => ReturnType<ReturnType<typeof bindField>>;
}) {
  return (
    <>
      {asksFor(slug, 'trademarkClasses') ? (
        <TextField
          label="Classes of goods or services"
          inputMode="numeric"
          maxLength={2}
          hint={`The USPTO charges $350 for each class the application covers (1 to ${TRADEMARK_CLASSES_MAX}).`}
          required
          {...input('trademarkClasses')}
        />
      ) : null}
      {asksFor(slug, 'usdotNumber') ? (
        <TextField
          label={needsCarrierNumber(slug) ? 'USDOT number' : 'USDOT number (optional)'}
          inputMode="numeric"
          maxLength={8}
          hint={
            needsCarrierNumber(slug)
              ? 'We file under your USDOT number, or your MC number if you give that instead. With the USDOT number your dashboard also dates your MCS-150 update.'
              : 'With it, your dashboard dates your MCS-150 update and we remind you before it is due.'
          }
          {...input('usdotNumber')}
        />
      ) : null}
      {asksFor(slug, 'mcNumber') ? (
        <TextField
          label="MC number (if you have no USDOT number to give)"
          maxLength={20}
          hint="Your operating authority's docket number, for example MC-123456."
          {...input('mcNumber')}
        />
      ) : null}
      {asksFor(slug, 'ucrYear') ? (
        <SelectField
          label="UCR registration year"
          hint="Each registration covers one calendar year. Next year's opens on October 1; this year's can still be paid if you missed it."
          options={ucrYearOptions()}
          required
          {...input('ucrYear')}
        />
      ) : null}
      {asksFor(slug, 'copyrightApplication') ? (
        <SelectField
          label="Copyright Office application"
          placeholder="Choose the application"
          hint="Single: one work by one author who is also the only claimant, not made for hire. Standard: every other claim."
          options={COPYRIGHT_OPTIONS}
          required
          {...input('copyrightApplication')}
        />
      ) : null}
    </>
  );
}

/** The same answers on the review step. */
export function FeeAnswersReview({
  slug,
  form,
}: {
  slug: string;
  form: { trademarkClasses: string; copyrightApplication: string; usdotNumber: string; mcNumber: string; ucrYear: string };
}) {
  return (
    <>
      {asksFor(slug, 'ucrYear') ? (
        <>
          <br />
          UCR registration year: {form.ucrYear}
        </>
      ) : null}
      {asksFor(slug, 'trademarkClasses') ? (
        <>
          <br />
          Trademark classes: {form.trademarkClasses}
        </>
      ) : null}
      {asksFor(slug, 'copyrightApplication') ? (
        <>
          <br />
          Copyright Office application: {COPYRIGHT_OPTIONS.find((o) => o.value === form.copyrightApplication)?.label ?? 'not chosen'}
        </>
      ) : null}
      {asksFor(slug, 'usdotNumber') && form.usdotNumber.trim() ? (
        <>
          <br />
          USDOT number: {form.usdotNumber.trim()}
        </>
      ) : null}
      {asksFor(slug, 'mcNumber') && form.mcNumber.trim() ? (
        <>
          <br />
          MC number: {form.mcNumber.trim()}
        </>
      ) : null}
    </>
  );
}
