import type { ApiClient } from './api-client';

/** A valid checkout payload for a service, priced by asking the server's quote first. */
export async function orderPayload(
  api: ApiClient,
  slug = 'llc-formation',
  overrides: {
    state?: string;
    addOns?: Partial<Record<'expeditedProcessing' | 'registeredAgent' | 'ein', boolean>>;
    packageIndex?: number;
  } = {},
) {
  const service = (await api.get(`/api/services/slug/${slug}`)).body.data;
  const pkg = service.packages[overrides.packageIndex ?? 0];
  const state = overrides.state ?? 'Texas';
  const additionalServices = { expeditedProcessing: false, registeredAgent: false, ein: false, ...overrides.addOns };
  const quote = (await api.get(`/api/services/slug/${slug}/quote?state=${encodeURIComponent(state)}&packageId=${pkg.id}`)).body.data;
  const addOnCents =
    (additionalServices.expeditedProcessing ? 5000 : 0) +
    (additionalServices.registeredAgent ? 24_900 : 0) +
    (additionalServices.ein ? 7900 : 0);
  const taxOnAddOns = Math.floor((addOnCents * Math.round(quote.taxRate * 100_000) + 50_000) / 100_000);
  const totalCents = Math.round(quote.total * 100) + addOnCents + taxOnAddOns;
  return {
    serviceSlug: slug,
    packageId: pkg.id as string,
    businessInfo: { name: 'Lone Star Widgets LLC', type: 'LLC', state, address: '100 Congress Ave', city: 'Austin', zip: '78701' },
    customerInfo: {
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      phone: '+1 512 555 0100',
      billingAddress: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
    items: [{ description: pkg.title, amount: pkg.price }],
    additionalServices,
    pricing: { subtotal: 0, taxAmount: 0, total: totalCents / 100 },
  };
}
