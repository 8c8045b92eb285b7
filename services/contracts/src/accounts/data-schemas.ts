import { z } from 'zod';
import { envelope } from '../schemas/common';
import { currentPassword } from '../schemas/fields';
import { BusinessSchema } from '../businesses/schemas';
import { secondFactorCode, SessionSchema } from './schemas';

/** The code is asked only when the account has two-step sign-in on. */
export const CloseAccountSchema = z
  .object({ password: currentPassword, code: secondFactorCode.optional() })
  .meta({ id: 'CloseAccountRequest' });

const OrderExportSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  /** Null for an order paid before fulfilment phases began, or never paid. */
  phase: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  business: z.record(z.string(), z.unknown()),
  customer: z.record(z.string(), z.unknown()),
  items: z.unknown(),
  additionalServices: z.unknown(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  timeline: z.array(z.object({ at: z.string(), status: z.string(), note: z.string().nullable() })),
  phases: z.array(z.object({ at: z.string(), phase: z.string(), note: z.string().nullable() })),
  intake: z
    .object({
      family: z.string(),
      submittedAt: z.string().nullable(),
      answers: z.record(z.string(), z.unknown()),
      /** Each sealed value (SSN, ITIN, EIN) as its last four digits only. */
      masked: z.record(z.string(), z.string()),
    })
    .nullable(),
  messages: z.array(z.object({ at: z.string(), fromCustomer: z.boolean(), author: z.string(), body: z.string() })),
  documents: z.array(z.object({ kind: z.string(), name: z.string(), sizeBytes: z.number().int(), createdAt: z.string() })),
});

export const MyDataSchema = envelope(
  z.object({
    exportedAt: z.string(),
    profile: z.object({
      email: z.string(),
      emailVerified: z.boolean(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string().nullable(),
      profilePicture: z.string().nullable(),
      createdAt: z.string(),
      secondFactorOn: z.boolean(),
    }),
    orders: z.array(OrderExportSchema),
    sessions: z.array(SessionSchema.omit({ current: true })),
    /** The companies and carriers on record, EIN masked as the businesses page shows it. */
    businesses: z.array(BusinessSchema),
    complianceRemindersOff: z.boolean(),
    /** Whether a calendar feed is on; its secret address is never part of the export. */
    calendarFeed: z.object({ active: z.boolean(), createdAt: z.string().nullable() }),
    newsletter: z.object({ status: z.enum(['subscribed', 'unsubscribed', 'none']) }),
  }),
).meta({ id: 'MyData' });
export type MyDataDto = z.infer<typeof MyDataSchema>['data'];
