/**
 * Mail jobs written before every amount in them was integer cents, in the shape they were written:
 * a payment receipt with its amounts in dollars (`items[].amount`, `subtotal`, `taxAmount`, `total`),
 * a refund mail with its cents under the names without the suffix (`amount`, `refundedTotal`,
 * `orderTotal`). Such a job can still wait in the outbox, in its queue, or in the failed set that
 * staff retry from, so it is read in the current shape; a job already in it passes unchanged.
 */
type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Dollars to cents when the amount is a whole number of cents. Anything else is handed on as it is
 * (a fraction of a cent stays a fraction), so the cents rule refuses it and names the field.
 */
function dollarsToCents(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) <= 1e-6 ? Math.round(cents) : cents;
}

/** Moves each `from` field to its `to` name, converted; a field the data already has under `to` wins. */
function renamed(data: Fields, names: Record<string, string>, convert: (value: unknown) => unknown = (v) => v): Fields {
  const out: Fields = { ...data };
  for (const [from, to] of Object.entries(names)) {
    if (!(from in out)) continue;
    if (!(to in out)) out[to] = convert(out[from]);
    delete out[from];
  }
  return out;
}

function receiptInCents(data: Fields): Fields {
  if ('totalCents' in data || !('total' in data)) return data;
  const out = renamed(data, { subtotal: 'subtotalCents', taxAmount: 'taxCents', total: 'totalCents' }, dollarsToCents);
  if (Array.isArray(data.items)) {
    out.items = data.items.map((item: unknown) => (isFields(item) ? renamed(item, { amount: 'amountCents' }, dollarsToCents) : item));
  }
  return out;
}

const refundInCents = (data: Fields): Fields =>
  'amountCents' in data
    ? data
    : renamed(data, { amount: 'amountCents', refundedTotal: 'refundedTotalCents', orderTotal: 'orderTotalCents' });

const UPGRADES: Record<string, (data: Fields) => Fields> = {
  'payment-receipt': receiptInCents,
  'refund-issued': refundInCents,
};

/** A `mail.send` payload with its data in the current shape; anything it does not recognise is returned as given. */
export function mailJobInCents(payload: unknown): unknown {
  if (!isFields(payload) || typeof payload.template !== 'string' || !isFields(payload.data)) return payload;
  const upgrade = Object.hasOwn(UPGRADES, payload.template) ? UPGRADES[payload.template] : undefined;
  return upgrade ? { ...payload, data: upgrade(payload.data) } : payload;
}
