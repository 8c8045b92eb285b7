/**
 * Structured data for the service pages: a Service with its package offers. The Organization,
 * FAQPage builders and the serializer are shared with the company and legal pages
 * (components/structured-data) and re-exported here.
 */
import { BRAND_NAME, type PackageDto } from '@filebridge/contracts';
import { siteOrigin, type JsonLdObject } from '../../../components/structured-data';

export { faqPageJsonLd, organizationJsonLd } from '../../../components/structured-data';
export type { JsonLdObject } from '../../../components/structured-data';

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
