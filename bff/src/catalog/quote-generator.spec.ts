import fc from 'fast-check';
import {
  ADD_ON_KEYS,
  ADD_ONS,
  chargeableAddOns,
  findTaxRate,
  governmentFeesFor,
  withDefaultInputs,
  NO_ADD_ONS,
  parseUsState,
  priceOrder,
  STATE_SALES_TAX,
  toDollars,
  US_STATES,
  type AddOnKey,
  type ServiceDto,
  type StateTaxDto,
} from '@filebridge/contracts';
import { ApiClient, createTestDatabase, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';

const SUBSETS: AddOnKey[][] = ADD_ON_KEYS.reduce<AddOnKey[][]>((all, key) => [...all, ...all.map((s) => [...s, key])], [[]]);

describe('generated quotes: the server prices exactly what the contracts compute from the served data', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let api: ApiClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    api = new ApiClient(app.url);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const quote = (slug: string, params: Record<string, string>) =>
    api.get(`/api/services/slug/${slug}/quote?${new URLSearchParams(params).toString()}`);

  it('quotes every seeded service × package × add-on choice as the contracts do, and refuses an add-on not offered', async () => {
    const services: ServiceDto[] = (await api.get('/api/services')).body.data.filter((s: ServiceDto) => s.packages.length > 0);
    const taxes: StateTaxDto[] = (await api.get('/api/state-taxes')).body.data;
    const inputs = { state: 'TX', fleetSize: 3 };
    let refused = 0;
    let quoted = 0;
    for (const service of services) {
      for (const pkg of service.packages) {
        for (const subset of SUBSETS) {
          const chosen = { ...NO_ADD_ONS, ...Object.fromEntries(subset.map((k) => [k, true])) };
          const res = await quote(service.slug, { state: 'TX', fleetSize: '3', packageId: pkg.id, addOns: subset.join(',') });
          const what = `${service.slug} / ${pkg.title} / [${subset.join(',')}]`;
          const unavailable = subset.find((k) => !service.offeredAddOns.includes(k) && !pkg.includedAddOns.includes(k));
          if (unavailable) {
            expect({ what, status: res.status, body: res.body }).toEqual({
              what,
              status: 400,
              body: {
                success: false,
                code: 'add_on_not_offered',
                message: `${ADD_ONS[unavailable].name} is not available with ${service.name}.`,
              },
            });
            refused += 1;
            continue;
          }
          const charged = chargeableAddOns(service, pkg, chosen);
          const expected = priceOrder({
            packageTitle: `${service.name}: ${pkg.title}`,
            packagePriceCents: Math.round(pkg.price * 100),
            addOns: charged,
            // A UCR quote without a year is for the newest year on sale that day, as the checkout sends it.
            governmentFees: governmentFeesFor(service.slug, withDefaultInputs(service.slug, inputs, new Date())),
            taxRate: findTaxRate(taxes, inputs.state),
          });
          const lines = res.body.data?.lines.map((l: { code: string; amount: number }) => [l.code, l.amount]);
          expect({ what, status: res.status, total: res.body.data?.total, lines }).toEqual({
            what,
            status: 200,
            total: toDollars(expected.totalCents),
            lines: expected.lines.map((l) => [l.code, toDollars(l.amountCents)]),
          });
          // Whatever the function says, never an add-on the package includes or one nobody chose.
          for (const line of expected.lines.filter((l) => l.kind === 'add-on')) {
            expect(subset).toContain(line.code);
            expect(pkg.includedAddOns).not.toContain(line.code);
          }
          quoted += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(quoted).toBeGreaterThan(refused);
  }, 120_000);

  it('prices each of the 50 states and DC, by name or code, in any case, trimmed, as its name', async () => {
    expect(US_STATES).toHaveLength(51);
    for (const state of US_STATES) {
      const canonical = await quote('llc-formation', { state: state.name });
      expect(canonical.status).toBe(200);
      expect(canonical.body.data.governmentFees).toEqual([
        expect.objectContaining({ description: `${state.name} state LLC filing fee, at cost` }),
      ]);
      expect(canonical.body.data.taxRate).toBe(STATE_SALES_TAX.find((t) => t.code === state.code)!.rate);
      for (const given of [state.code, state.code.toLowerCase(), state.name.toUpperCase(), `  ${state.name.toLowerCase()} `]) {
        expect({ given, data: (await quote('llc-formation', { state: given })).body.data }).toEqual({ given, data: canonical.body.data });
      }
    }
  }, 120_000);

  it('refuses every other state text with a 400, and prices every accepted one with its fee', async () => {
    const nearMiss = fc
      .tuple(fc.constantFrom(...US_STATES), fc.boolean(), fc.constantFrom('\u200b', '\u0301', '.', 'x', 's', '-', '\u00ad'), fc.nat())
      .map(([s, byName, extra, i]) => {
        const base = byName ? s.name : s.code;
        const at = i % (base.length + 1);
        return base.slice(0, at) + extra + base.slice(at);
      });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nearMiss, fc.string({ maxLength: 30 }), fc.constantFrom('Narnia', 'Texass', 'Calif.', 'Californía')),
        async (state) => {
          fc.pre(state !== '');
          const res = await quote('llc-formation', { state });
          if (parseUsState(state)) {
            expect(res.status).toBe(200);
            expect(res.body.data.governmentFees).toHaveLength(1);
          } else {
            expect({ state, status: res.status, message: res.body.message }).toEqual({
              state,
              status: 400,
              message: 'State: choose a US state or DC (for example Texas or TX).',
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
