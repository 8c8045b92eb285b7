import { z } from 'zod';
import { ENDPOINTS } from '../endpoints';
import { PackagePatchSchema, ServicePatchSchema } from './admin';
import { SignupRequestSchema } from './auth';
import { QuoteQuerySchema } from './catalog';
import { FIELD_MESSAGES } from './fields';
import { OrderCreateRequestSchema } from './orders';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('field rules', () => {
  const signup = { firstName: ' Ana ', lastName: 'Lee', email: ' ANA@Example.COM ', password: 'Correct-horse-42' };

  it('trims names and lower-cases the email', () => {
    expect(SignupRequestSchema.parse(signup)).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'ana@example.com',
      password: 'Correct-horse-42',
    });
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ firstName: 'x'.repeat(61) }, 'First name must be at most 60 characters.'],
    [{ email: undefined }, FIELD_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, FIELD_MESSAGES.emailInvalid],
    [{ password: 'eleven-char' }, FIELD_MESSAGES.passwordPolicy],
    [{ password: 'x'.repeat(129) }, FIELD_MESSAGES.passwordPolicy],
    [{ password: 'Qwertyuiop123' }, FIELD_MESSAGES.passwordCommon],
    [{ phone: 'call me' }, FIELD_MESSAGES.phoneInvalid],
  ])('refuses %o with "%s"', (override, message) => {
    expect(firstMessage(SignupRequestSchema, { ...signup, ...override })).toBe(message);
  });

  it('takes any long enough password that is not a common one, without rules on kinds of characters', () => {
    expect(SignupRequestSchema.safeParse({ ...signup, password: 'correct horse battery staple' }).success).toBe(true);
    expect(SignupRequestSchema.safeParse({ ...signup, password: 'ünïcödé-pässwörd' }).success).toBe(true);
  });

  it('strips fields it does not know', () => {
    expect(SignupRequestSchema.parse({ ...signup, role: 'admin' })).not.toHaveProperty('role');
  });

  it('names the missing part of an order', () => {
    expect(
      firstMessage(OrderCreateRequestSchema, { serviceSlug: 'llc-formation', packageId: '6f1c1c84-8a3e-4f53-9d2c-3b9f0b1f2a10' }),
    ).toBe('Business information is required.');
  });
});

describe('endpoints', () => {
  const entries = Object.entries(ENDPOINTS);

  it('are unique by method and path', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declare every path parameter they use', () => {
    for (const [name, e] of entries) {
      const used = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = 'params' in e && e.params ? Object.keys(e.params.shape) : [];
      expect({ name, params: declared.sort() }).toEqual({ name, params: used.sort() });
    }
  });

  it('can all be described as JSON Schema', () => {
    for (const e of Object.values(ENDPOINTS) as { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType; response: unknown }[]) {
      for (const request of [e.body, e.query, e.params]) if (request) expect(() => z.toJSONSchema(request, { io: 'input' })).not.toThrow();
      if (e.response instanceof z.ZodType) expect(() => z.toJSONSchema(e.response as z.ZodType)).not.toThrow();
    }
  });
});

describe('request rules the bff relies on', () => {
  it('refuses null for optional admin text with a sentence naming the field', () => {
    expect(firstMessage(ServicePatchSchema, { summary: null })).toBe('Summary must be text.');
    expect(firstMessage(PackagePatchSchema, { popular: null })).toBe('Popular must be true or false.');
    expect(firstMessage(PackagePatchSchema, { benefitList: null })).toBe('List at least one benefit.');
  });

  it('keeps an add-on set in checkout order, each key once, and refuses an unknown key', () => {
    expect(ServicePatchSchema.parse({ offeredAddOns: ['ein', 'registeredAgent', 'ein'] }).offeredAddOns).toEqual([
      'registeredAgent',
      'ein',
    ]);
    expect(firstMessage(ServicePatchSchema, { offeredAddOns: ['ein', 'notarisation'] })).toMatch(/^Offered add-ons may only name/);
  });

  it('reads a quote query as a browser sends it: empty means not given, states by name or code, add-ons by key', () => {
    expect(QuoteQuerySchema.parse({ state: ' tx ', fleetSize: '3', addOns: 'ein,expeditedProcessing' })).toEqual({
      state: 'Texas',
      fleetSize: 3,
      addOns: ['ein', 'expeditedProcessing'],
    });
    expect(QuoteQuerySchema.parse({ state: '', fleetSize: '', addOns: '' })).toEqual({});
    expect(firstMessage(QuoteQuerySchema, { state: 'Narnia' })).toBe('State: choose a US state or DC (for example Texas or TX).');
    expect(firstMessage(QuoteQuerySchema, { fleetSize: '-3' })).toBe('Fleet size must be at least 0.');
    expect(firstMessage(QuoteQuerySchema, { addOns: 'ein,' })).toMatch(/^addOns lists add-ons by key/);
  });
});
