import { z } from 'zod';
import { email, optionalPhone, text, websiteOrEmpty } from './fields';

export const MESSAGE_LIMITS = { min: 10, max: 5000 } as const;

const message = z
  .string({ error: 'Message is required.' })
  .trim()
  .min(MESSAGE_LIMITS.min, `Message must be at least ${MESSAGE_LIMITS.min} characters.`)
  .max(MESSAGE_LIMITS.max, `Message must be at most ${MESSAGE_LIMITS.max} characters.`);

const inquiry = { name: text('Name', 100), email, phone: optionalPhone, message };

export const ContactRequestSchema = z
  .object({ ...inquiry, topic: z.string({ error: 'Choose a topic.' }).trim().min(1, 'Choose a topic.').max(80, 'Choose a topic.') })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const APPLICATION_KINDS = ['partner', 'affiliate'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const ApplicationRequestSchema = z
  .object({
    ...inquiry,
    kind: z.enum(APPLICATION_KINDS, { error: 'Application kind must be partner or affiliate.' }),
    company: text('Company', 150),
    website: websiteOrEmpty.optional(),
  })
  .meta({ id: 'ApplicationRequest' });
export type ApplicationRequest = z.infer<typeof ApplicationRequestSchema>;

export const INQUIRY_KINDS = ['contact', ...APPLICATION_KINDS] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];
