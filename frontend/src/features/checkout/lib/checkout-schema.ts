/**
 * The checkout form's rules: the order request's own schemas from the contracts, applied to the
 * form's shape, so a step refuses exactly what the API would refuse and in the same words.
 */
import {
  BillingAddressSchema,
  BusinessInfoSchema,
  businessTypeError,
  carrierNumberError,
  CustomerInfoSchema,
  FleetSizeTextSchema,
  quoteNeeds,
  streetAddressError,
} from '@filebridge/contracts';
import { z } from 'zod';
import { type CheckoutForm, type CheckoutErrors, type FieldPath } from './checkout-model';
import {
  asksFor,
  copyrightApplicationError,
  mcNumberError,
  trademarkClassesError,
  ucrYearAnswerError,
  usdotNumberError,
} from './quote-answers';

const AddressText = z.object({ address: z.string(), city: z.string(), state: z.string(), zip: z.string() });

/** Rules of a nested part that apply only sometimes, added to the form's issues at its path. */
function checkPart(ctx: z.RefinementCtx, schema: z.ZodType, value: unknown, path: string) {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: [path, ...issue.path], message: issue.message });
}

/** The whole checkout form for one service: the billing address only when it differs, the fleet size only for UCR, each fee question only where its fee needs it. */
export const checkoutSchema = (slug: string) =>
  z
    .object({
      business: BusinessInfoSchema,
      customer: CustomerInfoSchema.pick({ firstName: true, lastName: true, email: true, phone: true }),
      billingSameAsBusiness: z.boolean(),
      billing: AddressText,
      addOns: z.object({ expeditedProcessing: z.boolean(), registeredAgent: z.boolean(), ein: z.boolean() }),
      fleetSize: z.string(),
      trademarkClasses: z.string(),
      copyrightApplication: z.string(),
      usdotNumber: z.string(),
      mcNumber: z.string(),
      ucrYear: z.string(),
    })
    .check(
      z.superRefine(
        (form, ctx) => {
          if (!form.billingSameAsBusiness) checkPart(ctx, BillingAddressSchema, form.billing, 'billing');
          if (quoteNeeds(slug, 'fleetSize')) checkPart(ctx, FleetSizeTextSchema, form.fleetSize, 'fleetSize');
          // The questions a government fee depends on, each with the contracts' rule for its input.
          const answers = [
            ['trademarkClasses', trademarkClassesError(form.trademarkClasses)],
            ['copyrightApplication', copyrightApplicationError(form.copyrightApplication)],
            [
              'usdotNumber',
              usdotNumberError(form.usdotNumber) ??
                carrierNumberError(slug, {
                  usdotNumber: form.usdotNumber.trim() || undefined,
                  mcNumber: form.mcNumber.trim() || undefined,
                }),
            ],
            ['mcNumber', mcNumberError(form.mcNumber)],
            ['ucrYear', ucrYearAnswerError(form.ucrYear)],
          ] as const;
          for (const [field, message] of answers)
            if (asksFor(slug, field) && message) ctx.addIssue({ code: 'custom', path: [field], message });
          // The service's own rules, as the server applies them to the order.
          const rules = [
            ['type', businessTypeError(slug, form.business.type)],
            ['address', streetAddressError(slug, form.business.address)],
          ] as const;
          for (const [field, message] of rules) if (message) ctx.addIssue({ code: 'custom', path: ['business', field], message });
        },
        // Also when other fields already failed, so every message of a step shows at once.
        { when: () => true },
      ),
    );

/** Every field's first message, keyed by its path ("business.zip"). */
export function checkoutErrors(form: CheckoutForm, slug: string): CheckoutErrors {
  const result = checkoutSchema(slug).safeParse(form);
  const errors: CheckoutErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') as FieldPath;
    errors[path] ??= issue.message;
  }
  return errors;
}
