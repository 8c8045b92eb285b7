/**
 * Structured data (schema.org JSON-LD) shared by the public pages: the Organization, a FAQPage and
 * a plain WebPage (AboutPage, ContactPage…), plus the `<JsonLd>` element that renders them. Pure
 * builders so they can be tested without rendering. Service offers live with the service pages.
 */
import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { SITE_URL } from '../config/env';

export type JsonLdObject = Record<string, unknown>;

export function siteOrigin(): string {
  return SITE_URL;
}

/** "Filebridge, 1209 Orange Street, Wilmington, DE 19801" → a PostalAddress (plain text if it does not parse). */
export function postalAddress(address: string = COMPANY_POSTAL_ADDRESS): JsonLdObject | string {
  const match = /^(?:[^,]+,\s*)?([^,]+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!match) return address;
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return { '@type': 'PostalAddress', streetAddress, addressLocality, addressRegion, postalCode, addressCountry: 'US' };
}

export function organizationJsonLd(origin = siteOrigin()): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND_NAME,
    url: `${origin}/`,
    email: SUPPORT_EMAIL,
    telephone: SUPPORT_PHONE_TEL,
    foundingDate: '2024',
    address: postalAddress(),
    areaServed: { '@type': 'Country', name: 'United States' },
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface WebPageJsonLdInput {
  /** schema.org page type: WebPage, AboutPage, ContactPage… */
  type?: 'WebPage' | 'AboutPage' | 'ContactPage';
  name: string;
  description: string;
  path: string;
}

/** A page published by the Organization (company and legal pages). */
export function webPageJsonLd({ type = 'WebPage', name, description, path }: WebPageJsonLdInput, origin = siteOrigin()): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url: `${origin}${path}`,
    inLanguage: 'en-US',
    isPartOf: { '@type': 'WebSite', name: BRAND_NAME, url: `${origin}/` },
    publisher: { '@id': `${origin}/#organization`, '@type': 'Organization', name: BRAND_NAME },
  };
}

/** JSON for a <script> element: `<` is escaped so copy can never close the script tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Renders one `<script type="application/ld+json">` per object. */
export function JsonLd({ data }: { data: readonly JsonLdObject[] }) {
  return (
    <>
      {data.map((item, index) => (
        <script
          key={`${String(item['@type'])}-${index}`}
          type="application/ld+json"
          // The JSON is built by our own serializer, which escapes "<".
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
