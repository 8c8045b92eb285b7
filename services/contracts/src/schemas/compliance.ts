import { z } from 'zod';
import { COMPLIANCE_KINDS } from '../compliance';
import { envelope } from './common';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ComplianceFilingSchema = z
  .object({
    key: z.string().meta({ description: 'One per business and filing, however many orders imply it' }),
    filingId: z.string(),
    kind: z.enum(COMPLIANCE_KINDS),
    title: z.string(),
    dueDate: isoDate.nullable().meta({ description: 'Null where the rule cannot be dated from what we know: check with the state' }),
    reminders: z.array(isoDate).meta({ description: 'Dates the reminder mails go out (30 and 7 days before), those not yet past' }),
    orderPath: z.string().nullable().meta({ description: 'Site path where the customer orders the filing; null for what we do not file' }),
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
    /** The business as its orders name it: its legal name, or its USDOT number for a carrier. */
    name: z.string(),
    orders: z.array(z.object({ orderId: z.string(), orderNumber: z.string(), serviceName: z.string() })),
    filings: z.array(ComplianceFilingSchema),
  })
  .meta({ id: 'BusinessCompliance' });
export type BusinessComplianceDto = z.infer<typeof BusinessComplianceSchema>;

export const MyComplianceResponseSchema = envelope(z.array(BusinessComplianceSchema)).meta({ id: 'MyComplianceResponse' });
