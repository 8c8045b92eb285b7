import { z } from 'zod';
import { COMPLIANCE_KINDS } from '../compliance';
import { envelope } from './common';
import { timestamp } from './fields';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ComplianceFilingSchema = z
  .object({
    key: z.string().meta({ description: 'One per business and filing, however many orders imply it' }),
    filingId: z.string(),
    kind: z.enum(COMPLIANCE_KINDS),
    title: z.string(),
    dueDate: isoDate.nullable().meta({ description: 'Null where the rule cannot be dated from what we know: check with the state' }),
    reminders: z.array(isoDate).meta({
      description: 'Dates the reminder mails go out (60, 30 and 7 days before unless changed), those not yet past; none once done',
    }),
    orderPath: z.string().nullable().meta({ description: 'Site path where the customer orders the filing; null for what we do not file' }),
    renewPath: z
      .string()
      .nullable()
      .meta({ description: 'Site path of a checkout for the filing prefilled from the business record; null for what we do not file' }),
    done: z
      .object({ on: isoDate, by: z.enum(['customer', 'order']) })
      .nullable()
      .meta({ description: 'This due date is met: marked done by the customer on a date, or ordered through us' }),
    detail: z.string(),
    source: z.string().nullable(),
    amountUsd: z.number().nullable().meta({ description: 'What the state charges, in dollars, where known' }),
    estimate: z.boolean().meta({ description: 'From secondary sources or undated: shown as an estimate' }),
  })
  .meta({ id: 'ComplianceFiling' });
export type ComplianceFilingDto = z.infer<typeof ComplianceFilingSchema>;

export const BusinessComplianceSchema = z
  .object({
    subject: z.string(),
    businessId: z.string().nullable(),
    /** The business as its orders name it: its legal name, or its USDOT number for a carrier. */
    name: z.string(),
    orders: z.array(z.object({ orderId: z.string(), orderNumber: z.string(), serviceName: z.string() })),
    filings: z.array(ComplianceFilingSchema),
  })
  .meta({ id: 'BusinessCompliance' });
export type BusinessComplianceDto = z.infer<typeof BusinessComplianceSchema>;

export const MyComplianceResponseSchema = envelope(z.array(BusinessComplianceSchema)).meta({ id: 'MyComplianceResponse' });

/** Whether the customer has a calendar feed link; the link itself is shown only when it is made. */
export const CalendarFeedStatusSchema = z
  .object({ active: z.boolean(), createdAt: timestamp.nullable() })
  .meta({ id: 'CalendarFeedStatus' });
export const CalendarFeedStatusResponseSchema = envelope(CalendarFeedStatusSchema).meta({ id: 'CalendarFeedStatusResponse' });

export const CalendarFeedLinkResponseSchema = envelope(
  z.object({
    url: z.string().meta({ description: 'The secret iCalendar address: anyone with it can read the dates, so it is shown only now' }),
    createdAt: timestamp,
  }),
).meta({ id: 'CalendarFeedLinkResponse' });

/** A feed's secret token (32 random bytes, base64url) with the `.ics` its calendar apps expect. */
export const CalendarFeedParamsSchema = z.object({
  feed: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'This calendar link is not valid.'),
});
