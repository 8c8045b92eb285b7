import type { ServiceDto } from '@filebridge/contracts';

let sequence = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(sequence++).toString(36)}@example.com`;

/** Bodies every write route accepts as valid, one small factory per route; each call is a fresh object. */
export const validBodies = {
  signup: () => ({
    firstName: 'Dana',
    lastName: 'Rivera',
    email: uniqueEmail('signup'),
    password: 'Correct-horse-42',
    phone: '+1 555 010 2000',
  }),
  /** An email with no account, fresh each time, so a sweep never spends one address's login budget. */
  login: () => ({ email: uniqueEmail('nobody'), password: 'Correct-horse-42' }),
  newsletter: () => ({ email: uniqueEmail('news') }),
  contact: () => ({
    name: 'Dana Rivera',
    email: 'dana@example.com',
    phone: '+1 512 555 0100',
    topic: 'Billing',
    message: 'Please call me about my order.',
  }),
  application: () => ({
    kind: 'partner',
    name: 'Dana Rivera',
    email: 'dana@example.com',
    phone: '+1 512 555 0100',
    company: 'Rivera Trucking LLC',
    website: 'https://example.com',
    message: 'We would like to refer our customers.',
  }),
  profile: () => ({ firstName: 'Dana', lastName: 'Rivera', phone: '+1 512 555 0100', profilePicture: 'https://example.com/me.png' }),
  /** Leaves the service as it is (same name, same summary, still active). */
  serviceEdit: (service: ServiceDto) => ({ name: service.name, summary: service.summary }),
  /** Leaves the price alone, so edits never move a checkout total. */
  packageEdit: (service: ServiceDto) => {
    const pkg = service.packages[0]!;
    return {
      title: pkg.title,
      pricePlus: pkg.pricePlus,
      description: pkg.description,
      popular: pkg.popular,
      benefitList: [...pkg.benefitList],
      buttonText: pkg.buttonText,
    };
  },
  transition: () => ({ to: 'in_progress', note: 'Checked by the filing team.' }),
  confirmPayment: (order: { orderId: string; paymentIntentId: string }) => ({ ...order }),
};
