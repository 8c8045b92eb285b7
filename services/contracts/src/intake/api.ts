/** What the intake calls send and answer. The values themselves are checked against the order's form. */
import { z } from 'zod';
import { FULFILMENT_PHASES } from '../fulfilment/phases';
import { envelope } from '../schemas/common';
import { INTAKE_FAMILIES } from './form';

const OptionSchema = z.object({ value: z.string(), label: z.string() });

const fieldSpecShape = {
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'textarea', 'select', 'choices', 'date', 'number', 'boolean', 'address', 'taxId', 'list']),
  required: z.boolean(),
  hint: z.string().optional(),
  options: z.array(OptionSchema).optional(),
  sensitive: z.boolean().optional(),
  addLabel: z.string().optional(),
};
const ItemFieldSpecSchema = z.object(fieldSpecShape).meta({ id: 'IntakeItemField' });
export const IntakeFieldSpecSchema = z
  .object({ ...fieldSpecShape, item: z.array(ItemFieldSpecSchema).optional() })
  .meta({ id: 'IntakeField' });

/** An intake's values by field key; a sensitive one travels only from the customer, never back. */
export const IntakeValuesSchema = z.record(z.string(), z.unknown());

export const IntakeBodySchema = z
  .object({
    values: IntakeValuesSchema.default({}).meta({
      description: 'The form’s values by field key (none given: an empty form); a tax id left out keeps the one saved',
    }),
  })
  .meta({ id: 'IntakeBody' });
export type IntakeBody = z.infer<typeof IntakeBodySchema>;

const IntakeViewShape = {
  orderId: z.string(),
  orderNumber: z.string(),
  serviceName: z.string(),
  family: z.enum(INTAKE_FAMILIES),
  variant: z.string(),
  title: z.string(),
  /** The state the business is filed in, which some fields must match. */
  state: z.string().nullable(),
  /** Whether the order includes our registered agent service, which a formation may then name. */
  ourAgent: z.boolean(),
  phase: z.enum(FULFILMENT_PHASES).nullable(),
  fields: z.array(IntakeFieldSpecSchema),
  /** The saved values, the sensitive ones left out. */
  values: IntakeValuesSchema,
  /** Each sensitive value saved, masked to its last four digits ("•••• 1234"). */
  masked: z.record(z.string(), z.string()),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
};

export const MyIntakeSchema = z
  .object({
    ...IntakeViewShape,
    /** The details the same account last submitted for this kind of filing, to start from; sensitive values are never reused. */
    prefill: z.object({ fromOrderNumber: z.string(), values: IntakeValuesSchema }).nullable(),
  })
  .meta({ id: 'MyIntake' });
export type MyIntake = z.infer<typeof MyIntakeSchema>;
export const MyIntakeResponseSchema = envelope(MyIntakeSchema);

export const AdminIntakeSchema = z.object(IntakeViewShape).meta({ id: 'AdminIntake' });
export type AdminIntake = z.infer<typeof AdminIntakeSchema>;
export const AdminIntakeResponseSchema = envelope(AdminIntakeSchema);

export const IntakeSubmitResponseSchema = envelope(MyIntakeSchema);

export const IntakeRevealRequestSchema = z
  .object({ field: z.string({ error: 'Name the field to reveal.' }).trim().min(1, 'Name the field to reveal.').max(60) })
  .meta({ id: 'IntakeRevealRequest' });
export const IntakeRevealResponseSchema = envelope(z.object({ field: z.string(), value: z.string() })).meta({ id: 'IntakeRevealResponse' });
