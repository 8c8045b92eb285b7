import { z } from 'zod';
import { ADD_ON_KEYS, type AddOnKey } from '../add-ons';
import { QuoteInputFields, TRADEMARK_CLASSES_MAX } from '../quote-inputs';
import { parseUsState, usStateMessage } from '../us-states';
import { envelope } from './common';
import { dollars, queryInt, uuid } from './fields';

export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export const SERVICE_CATEGORIES = ['business', 'trucking'] as const;

export const AddOnKeySchema = z.enum(ADD_ON_KEYS as [AddOnKey, ...AddOnKey[]]);

/**
 * A set of add-ons an admin edits: each named once, kept in the order the checkout shows them.
 * An unknown key is refused, never dropped.
 */
export const addOnSet = (label: string) =>
  z
    .array(z.enum(ADD_ON_KEYS as [AddOnKey, ...AddOnKey[]], { error: `${label} may only name ${ADD_ON_KEYS.join(', ')}.` }), {
      error: `${label} must be a list of add-ons.`,
    })
    .transform((keys) => ADD_ON_KEYS.filter((k) => keys.includes(k)));

export const PackageSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    title: z.string(),
    price: dollars,
    pricePlus: z.string(),
    description: z.string(),
    popular: z.boolean(),
    whyPopular: z.string(),
    packageInclude: z.string(),
    benefitList: z.array(z.string()),
    buttonText: z.string(),
    /** Add-ons this package already contains: shown ticked at checkout and never charged. */
    includedAddOns: z.array(AddOnKeySchema),
  })
  .meta({ id: 'Package' });
export type PackageDto = z.infer<typeof PackageSchema>;

export const ServiceSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    category: z.enum(SERVICE_CATEGORIES),
    status: z.enum(SERVICE_STATUSES),
    summary: z.string(),
    menuDescription: z.string(),
    /** Add-ons a customer may buy with this service; any other is refused. */
    offeredAddOns: z.array(AddOnKeySchema),
    packages: z.array(PackageSchema),
  })
  .meta({ id: 'Service' });
export type ServiceDto = z.infer<typeof ServiceSchema>;
export type ServiceStatus = ServiceDto['status'];
export type ServiceCategory = ServiceDto['category'];

export const ServiceResponseSchema = envelope(ServiceSchema).meta({ id: 'ServiceResponse' });
/** The home page's call by id also carries a message. */
export const ServiceByIdResponseSchema = ServiceResponseSchema.extend({ message: z.string() }).meta({ id: 'ServiceByIdResponse' });
export const ServiceListResponseSchema = envelope(z.array(ServiceSchema)).meta({ id: 'ServiceList' });

export const StateTaxSchema = z.object({ stateName: z.string(), code: z.string(), rate: z.number() }).meta({ id: 'StateTax' });
export type StateTaxDto = z.infer<typeof StateTaxSchema>;
export const StateTaxListResponseSchema = envelope(z.array(StateTaxSchema)).meta({ id: 'StateTaxList' });

export const QUOTE_LINE_KINDS = ['package', 'add-on', 'government-fee'] as const;

export const GovernmentFeeSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    amount: dollars,
    payee: z.string(),
    source: z.string(),
    checkedOn: z.string(),
    estimate: z.boolean(),
  })
  .meta({ id: 'GovernmentFee' });

export const QuoteSchema = z
  .object({
    lines: z.array(
      z.object({ code: z.string(), description: z.string(), amount: dollars, kind: z.enum(QUOTE_LINE_KINDS), taxable: z.boolean() }),
    ),
    subtotal: dollars,
    taxAmount: dollars,
    total: dollars,
    taxRate: z.number(),
    governmentFees: z.array(GovernmentFeeSchema),
    /** What to know beside the fee lines: a missing figure, a county fee, or that none is due. */
    governmentFeeNotes: z.array(z.string()),
  })
  .meta({ id: 'Quote' });
export type QuoteDto = z.infer<typeof QuoteSchema>;
export const QuoteResponseSchema = envelope(QuoteSchema).meta({ id: 'QuoteResponse' });

export const SlugParamsSchema = z.object({ slug: z.string() });
export const ServiceIdParamsSchema = z.object({ serviceId: uuid('Failed to fetch service data') });

/** A query value the browser may send empty: empty means not given. */
const omittedWhenEmpty = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const ADD_ON_LIST_MESSAGE = `addOns lists add-ons by key, separated by commas: ${ADD_ON_KEYS.join(', ')}.`;

export const QuoteQuerySchema = z.object({
  state: omittedWhenEmpty.meta({ description: 'One of the 50 states or DC, by name or code in any case' }).pipe(
    z
      .string()
      .refine((v) => parseUsState(v) !== undefined, usStateMessage('State'))
      .transform((v) => parseUsState(v)!.name)
      .optional(),
  ),
  fleetSize: z
    .preprocess((v) => (v === '' ? undefined : v), queryInt('Fleet size', 0, 1_000_000).optional())
    .meta({ description: 'Number of power units, for fees that depend on it' }),
  ucrYear: z
    .preprocess((v) => (v === '' ? undefined : v), queryInt('UCR registration year', 2000, 2100).optional())
    .meta({ description: 'UCR: the registration year, one on sale that day; the newest on sale when omitted' }),
  entityType: omittedWhenEmpty.pipe(QuoteInputFields.entityType.optional()).meta({ description: 'Annual report: llc or corporation' }),
  trademarkClasses: z
    .preprocess((v) => (v === '' ? undefined : v), queryInt('Number of classes', 1, TRADEMARK_CLASSES_MAX).optional())
    .meta({ description: 'Trademark: classes of goods or services the application covers' }),
  copyrightApplication: omittedWhenEmpty
    .pipe(QuoteInputFields.copyrightApplication.optional())
    .meta({ description: 'Copyright registration: single or standard application' }),
  packageId: uuid('Package not found in this service').optional(),
  addOns: omittedWhenEmpty.meta({ description: `Add-on keys separated by commas, e.g. expeditedProcessing,ein` }).pipe(
    z
      .string()
      .max(200, ADD_ON_LIST_MESSAGE)
      .transform((v) => v.split(','))
      .pipe(z.array(z.enum(ADD_ON_KEYS as [AddOnKey, ...AddOnKey[]], { error: ADD_ON_LIST_MESSAGE })))
      .optional(),
  ),
});
export type QuoteQuery = z.infer<typeof QuoteQuerySchema>;
