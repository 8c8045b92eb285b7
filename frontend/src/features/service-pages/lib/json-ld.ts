/**
 * Structured data (schema.org JSON-LD) for the public pages: the Organization, a Service with
 * its package offers, and a FAQPage. Pure builders so they can be tested without rendering.
 */
import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_TEL, type PackageDto } from '@filebridge/contracts';

export type JsonLdObject = Record<string, unknown>;

function siteOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin ? window.location.origin : '';
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

export interface ServiceJsonLdInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  /** Packages from the catalog API; omitted offers when absent or empty. */
  packages?: readonly Pick<PackageDto, 'title' | 'price'>[] | null;
}

export function serviceJsonLd({ name, description, path, serviceType, packages }: ServiceJsonLdInput, origin = siteOrigin()): JsonLdObject {
  const url = `${origin}${path}`;
  const data: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType,
    url,
    provider: { '@id': `${origin}/#organization`, '@type': 'Organization', name: BRAND_NAME },
    areaServed: { '@type': 'Country', name: 'United States' },
  };
  const priced = (packages ?? []).filter((p) => Number.isFinite(p.price));
  if (priced.length > 0) {
    data.offers = priced.map((p) => ({
      '@type': 'Offer',
      name: p.title,
      price: p.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${url}#packages`,
      description: 'Our service fee; government fees are passed through at cost and listed separately.',
    }));
  }
  return data;
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

/** JSON for a <script> element: `<` is escaped so copy can never close the script tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
