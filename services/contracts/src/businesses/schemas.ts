import { z } from 'zod';
import { envelope } from '../schemas/common';
import { timestamp, uuid } from '../schemas/fields';
import { BUSINESS_KINDS, REMINDER_OFFSET_LIMITS } from './rules';

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${label} must be a real date.`,
    });

export const BusinessOrderSchema = z.object({ orderId: z.string(), orderNumber: z.string(), serviceName: z.string() });

export const BusinessSchema = z
  .object({
    id: z.string(),
    kind: z.enum(BUSINESS_KINDS),
    /** What the customer sees it as: its legal name, or its USDOT number for a carrier without one. */
    name: z.string(),
    legalName: z.string().nullable(),
    state: z.string().nullable(),
    entityType: z.string().nullable(),
    formationDate: z.string().nullable().meta({ description: 'The date due dates count from (YYYY-MM-DD)' }),
    formationDateSource: z.enum(['approval', 'customer']).nullable(),
    stateFileNumber: z.string().nullable(),
    usdotNumber: z.string().nullable(),
    mcNumber: z.string().nullable(),
    ein: z.string().nullable().meta({ description: 'Masked to its last four digits; never shown in full' }),
    orders: z.array(BusinessOrderSchema),
    createdAt: timestamp,
  })
  .meta({ id: 'Business' });
export type BusinessDto = z.infer<typeof BusinessSchema>;

export const MyBusinessesResponseSchema = envelope(z.array(BusinessSchema)).meta({ id: 'MyBusinessesResponse' });
export const MyBusinessResponseSchema = envelope(BusinessSchema).meta({ id: 'MyBusinessResponse' });

export const BusinessIdParamsSchema = z.object({ id: uuid('Business not found') });

export const UpdateBusinessBodySchema = z
  .strictObject({
    formationDate: isoDate('Formation date')
      .refine((v) => v <= new Date().toISOString().slice(0, 10), { message: 'Formation date cannot be in the future.' })
      .nullable()
      .optional(),
    stateFileNumber: z
      .string()
      .trim()
      .max(40, 'State file number must be at most 40 characters.')
      .regex(/^[A-Za-z0-9 ./-]*$/, 'State file number may hold letters, digits, spaces, dots, dashes and slashes only.')
      .nullable()
      .optional(),
  })
  .meta({ id: 'UpdateBusinessBody' });
export type UpdateBusinessBody = z.infer<typeof UpdateBusinessBodySchema>;

const reminderOffsetMessage = `Each reminder is ${REMINDER_OFFSET_LIMITS.min} to ${REMINDER_OFFSET_LIMITS.max} days before the due date.`;
export const ReminderSettingsSchema = z
  .strictObject({
    daysBefore: z
      .array(
        z
          .number({ error: reminderOffsetMessage })
          .int(reminderOffsetMessage)
          .min(REMINDER_OFFSET_LIMITS.min, reminderOffsetMessage)
          .max(REMINDER_OFFSET_LIMITS.max, reminderOffsetMessage),
        {
          error: 'Choose the days reminders go out.',
        },
      )
      .min(1, 'Choose at least one reminder day, or turn reminders off from a reminder mail.')
      .max(REMINDER_OFFSET_LIMITS.count, `Choose at most ${REMINDER_OFFSET_LIMITS.count} reminder days.`),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;
export const ReminderSettingsResponseSchema = envelope(ReminderSettingsSchema).meta({ id: 'ReminderSettingsResponse' });

export const MarkFilingDoneBodySchema = z
  .strictObject({
    businessId: uuid('Business not found'),
    filingKey: z.string().min(1).max(200),
    dueDate: isoDate('Due date'),
    doneOn: isoDate('The date it was filed').refine((v) => v <= new Date().toISOString().slice(0, 10), {
      message: 'The date it was filed cannot be in the future.',
    }),
  })
  .meta({ id: 'MarkFilingDoneBody' });
export type MarkFilingDoneBody = z.infer<typeof MarkFilingDoneBodySchema>;

export const RenewalQuerySchema = z.object({
  service: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Service not found'),
});

/** What the checkout fills in for a renewal: the business as its record and its last order know it. */
export const RenewalSchema = z
  .object({
    businessId: z.string(),
    serviceSlug: z.string(),
    businessInfo: z.object({
      name: z.string(),
      type: z.string(),
      state: z.string(),
      address: z.string(),
      city: z.string(),
      zip: z.string(),
    }),
    quoteInputs: z.object({ usdotNumber: z.string().optional() }),
  })
  .meta({ id: 'Renewal' });
export type RenewalDto = z.infer<typeof RenewalSchema>;
export const RenewalResponseSchema = envelope(RenewalSchema).meta({ id: 'RenewalResponse' });
