import { z } from 'zod';
import { COMPLIANCE_KINDS } from '../compliance';
import { envelope } from './common';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ComplianceFilingSchema = z
  .object({
    key: z.string(),
    kind: z.enum(COMPLIANCE_KINDS),
    title: z.string(),
    dueDate: isoDate,
    reminders: z.array(isoDate).meta({ description: 'Dates the reminder mails go out (30 and 7 days before), those not yet past' }),
    orderPath: z.string().meta({ description: 'Site path where the customer orders the filing' }),
    detail: z.string(),
    source: z.string().nullable(),
  })
  .meta({ id: 'ComplianceFiling' });
export type ComplianceFilingDto = z.infer<typeof ComplianceFilingSchema>;

export const OrderComplianceSchema = z
  .object({
    orderId: z.string(),
    orderNumber: z.string(),
    serviceName: z.string(),
    filings: z.array(ComplianceFilingSchema),
  })
  .meta({ id: 'OrderCompliance' });
export type OrderComplianceDto = z.infer<typeof OrderComplianceSchema>;

export const MyComplianceResponseSchema = envelope(z.array(OrderComplianceSchema)).meta({ id: 'MyComplianceResponse' });
