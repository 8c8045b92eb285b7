import { ApplicationRequestSchema, ContactRequestSchema, websiteOrEmpty } from '@filebridge/contracts';
import { z } from 'zod';

/** "acme.com" → "https://acme.com"; blank stays blank, so people need not type the scheme. */
export function normalizeWebsite(value: string): string {
  const v = value.trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

export const ContactFormSchema = ContactRequestSchema;

/** The application request minus its kind (the page decides it), the website taken without its scheme. */
export const ApplicationFormSchema = ApplicationRequestSchema.omit({ kind: true }).extend({
  website: z.string().transform(normalizeWebsite).pipe(websiteOrEmpty),
});
