// What every bench stage does as a customer: one cookie jar and XSRF token, as the SPA keeps them,
// and the checkout's LLC formation order.
import { randomUUID } from 'node:crypto';

/** A client signed for writes (XSRF cookie fetched); an answer of 300 or more throws with its body. */
export async function benchClient(api) {
  const jar = new Map();
  const call = async (method, p, body, token) => {
    const headers = { 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = jar.get('XSRF-TOKEN');
    if (token) headers.authorization = `Bearer ${token}`;
    // Each order the bench creates is a checkout attempt of its own, with its own key as the checkout sends.
    if (p === '/api/order/create') headers['idempotency-key'] = randomUUID();
    const r = await fetch(api + p, { method, headers, body: body && JSON.stringify(body) });
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const text = await r.text();
    if (r.status >= 300) throw new Error(`${method} ${p} answered ${r.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : {};
  };
  await call('GET', '/api/auth/csrf');
  return call;
}

/** The body of a Texas LLC formation by the customer with `email`, at the total the server quotes. */
export async function llcOrderFor(call) {
  const svc = (await call('GET', '/api/services/slug/llc-formation')).data;
  const packageId = svc.packages[0].id;
  const quote = (await call('GET', `/api/services/slug/llc-formation/quote?state=Texas&packageId=${packageId}`)).data;
  return (email) => ({
    serviceSlug: 'llc-formation',
    packageId,
    businessInfo: { name: 'Bench LLC', type: 'LLC', state: 'Texas', address: '1 Main St', city: 'Austin', zip: '78701' },
    customerInfo: {
      firstName: 'Bench',
      lastName: 'Buyer',
      email,
      phone: '+1 512 555 0100',
      billingAddress: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    items: [],
    additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
    pricing: { subtotal: 0, taxAmount: 0, total: quote.total },
  });
}

/** A new customer's sign-up answer (`{ token, user }`). */
export const signUpBenchCustomer = (call, email) =>
  call('POST', '/api/auth/signup', { firstName: 'Bench', lastName: 'Buyer', email, password: 'Bench-password-1' });

/** An order as the checkout places it: created, paid with the test card at the emulator, confirmed. */
export async function placePaidOrder(call, stripe, payload, token) {
  const created = await call('POST', '/api/order/create', payload, token);
  const intentId = created.clientSecret.split('_secret_')[0];
  await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  await call('POST', '/api/order/confirm-payment', { orderId: created.order._id, paymentIntentId: intentId }, token);
  return { orderId: created.order._id, intentId };
}
