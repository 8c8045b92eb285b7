import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { boc3LegalNameError, OUR_AGENT_NOT_BOUGHT_MESSAGE } from '@filebridge/contracts';
import { createDataSource, transitionOrder } from '@filebridge/platform';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  freePort,
  orderPayload,
  createPaidOrder,
  query,
  startBffProcess,
  testEnv,
  type ServiceProcess,
  type TestDatabase,
} from '@filebridge/test-support';

const SSN = '219-09-9999';
const SSN_DIGITS = '219099999';

const llcDetails = {
  legalName: 'Lone Star Widgets LLC',
  alternateName1: 'Lone Star Gadgets LLC',
  alternateName2: 'Lone Star Things LLC',
  management: 'member',
  members: [
    { name: 'Dana Rivera', ownership: 60 },
    { name: 'Sam Ortiz', ownership: 40 },
  ],
  organizer: 'Dana Rivera',
  principalAddress: { street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  registeredAgent: 'ours',
  purpose: 'Selling widgets online.',
};

/**
 * The filing details of a paid order over the real bff process, whose log is read: the customer
 * writes them as a draft and submits them once, staff read them masked and reveal on the record,
 * and a tax id is never in clear in a log line, a staff answer or the database.
 */
describe('order intake', () => {
  let db: TestDatabase;
  let emulator: StripeEmulator;
  let bff: ServiceProcess;
  let ds: DataSource;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const stripe = await emulator.start();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    bff = await startBffProcess(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripe.url, PORT: String(port), LOG_LEVEL: 'trace' }));
    ds = createDataSource(db.url, { poolSize: 1 });
    await ds.initialize();
  }, 90_000);
  afterAll(async () => {
    await ds?.destroy();
    await bff?.stop();
    await emulator?.stop();
    await db?.drop();
  });

  const customer = async () => {
    const api = new ApiClient(url);
    await api.signup();
    return api;
  };
  const admin = async () => {
    const api = new ApiClient(url);
    await api.adminLogin();
    return api;
  };
  /**
   * A placed order, paid, and (unless `started` is false) with work started as the order-worker
   * starts it; with our registered agent bought unless `ourAgent` is false.
   */
  const paidOrder = async (
    api: ApiClient,
    slug = 'llc-formation',
    { started = true, ourAgent = true, usdotNumber }: { started?: boolean; ourAgent?: boolean; usdotNumber?: string } = {},
  ) => {
    const payload = await orderPayload(api, slug, {
      addOns: { registeredAgent: ourAgent && slug === 'llc-formation' },
      ...(usdotNumber && { quoteInputs: { usdotNumber } }),
    });
    const id = await createPaidOrder(api, db.url, payload);
    if (started) await transitionOrder(ds.manager, { orderId: id, to: 'in_progress', source: 'worker' });
    return id;
  };
  const intakePath = (id: string) => `/api/my/orders/${id}/intake`;

  it('gives a paid LLC order its formation form while it waits in details_needed', async () => {
    const api = await customer();
    const id = await paidOrder(api);
    const res = await api.get(intakePath(id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      family: 'formation',
      variant: 'llc',
      phase: 'details_needed',
      state: 'Texas',
      values: {},
      prefill: null,
    });
    expect(res.body.data.fields.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['legalName', 'members', 'registeredAgent']),
    );
  });

  it('saves a partial draft, refuses a wrong field with its message, and resumes it', async () => {
    const api = await customer();
    const id = await paidOrder(api);
    const bad = await api.put(intakePath(id), { values: { legalName: 'Lone Star Widgets' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { path: 'values.legalName', message: 'End the name with LLC, L.L.C. or Limited Liability Company, for example “Acme Holdings LLC”.' },
    ]);
    const saved = await api.put(intakePath(id), { values: { legalName: ' Lone Star Widgets LLC ', purpose: '' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.values).toEqual({ legalName: 'Lone Star Widgets LLC' });
    expect((await api.get(intakePath(id))).body.data.values).toEqual({ legalName: 'Lone Star Widgets LLC' });
  });

  it('submits complete details once, moving the order to review on its timeline', async () => {
    const api = await customer();
    const id = await paidOrder(api);
    const incomplete = await api.post(`${intakePath(id)}/submit`, {
      values: { ...llcDetails, members: [{ name: 'Dana Rivera', ownership: 90 }] },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('Ownership must add up to 100% — it adds up to 90%.');

    const done = await api.post(`${intakePath(id)}/submit`, { values: llcDetails });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ phase: 'in_review', submittedAt: expect.any(String) });
    const [order] = await query<{ phase: string }>(db.url, `SELECT phase FROM orders WHERE id = $1`, [id]);
    expect(order!.phase).toBe('in_review');
    const events = await query<{ to_phase: string; actor: string }>(
      db.url,
      `SELECT to_phase, actor FROM order_phase_events WHERE order_id = $1 ORDER BY id`,
      [id],
    );
    expect(events).toEqual([
      { to_phase: 'details_needed', actor: null },
      { to_phase: 'in_review', actor: 'customer' },
    ]);

    const again = await api.post(`${intakePath(id)}/submit`, { values: llcDetails });
    expect(again.status).toBe(409);
    expect((await api.put(intakePath(id), { values: {} })).status).toBe(409);
  });

  it('refuses to submit before work starts, and a second order of the business starts from the saved details', async () => {
    const api = await customer();
    const first = await paidOrder(api);
    expect((await api.post(`${intakePath(first)}/submit`, { values: llcDetails })).status).toBe(200);

    const waiting = await paidOrder(api, 'llc-formation', { started: false });
    const early = await api.post(`${intakePath(waiting)}/submit`, { values: llcDetails });
    expect(early.status).toBe(409);
    const second = (await api.get(intakePath(waiting))).body.data;
    expect(second.prefill.values).toMatchObject({ legalName: 'Lone Star Widgets LLC', members: llcDetails.members });

    const other = await customer();
    expect((await other.get(intakePath(await paidOrder(other)))).body.data.prefill).toBeNull();
  });

  it('lets a formation name our registered agent only when the order includes it', async () => {
    const api = await customer();
    const id = await paidOrder(api, 'llc-formation', { ourAgent: false });
    expect((await api.get(intakePath(id))).body.data.ourAgent).toBe(false);
    const refused = await api.post(`${intakePath(id)}/submit`, { values: llcDetails });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'values.registeredAgent', message: OUR_AGENT_NOT_BOUGHT_MESSAGE }]);
    const named = {
      ...llcDetails,
      registeredAgent: 'named',
      agentName: 'Texas Agents Inc.',
      agentAddress: { street: '200 Lavaca St', city: 'Austin', state: 'Texas', zip: '78701' },
    };
    expect((await api.post(`${intakePath(id)}/submit`, { values: named })).status).toBe(200);
  });

  it('refuses a BOC-3 that names the carrier otherwise than its authority filing did, with the name to give', async () => {
    const api = await customer();
    const carrier = {
      usdotNumber: '3141592',
      legalName: 'Rio Grande Haulers LLC',
      ein: '123456789',
      principalAddress: { street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      powerUnits: 3,
      drivers: 3,
      operationType: 'interstate',
      cargoClasses: ['general_freight'],
      authorityTypes: ['carrier'],
    };
    const authority = await paidOrder(api, 'interstate-authority-packages', { usdotNumber: carrier.usdotNumber });
    expect((await api.post(`${intakePath(authority)}/submit`, { values: carrier })).status).toBe(200);
    const [filed] = await query<{ order_number: string }>(db.url, `SELECT order_number FROM orders WHERE id = $1`, [authority]);

    const boc3 = await paidOrder(api, 'boc3-filing', { usdotNumber: carrier.usdotNumber });
    const wrong = await api.post(`${intakePath(boc3)}/submit`, { values: { ...carrier, legalName: 'Rio Grande Haulers' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      {
        path: 'values.legalName',
        message: boc3LegalNameError('Rio Grande Haulers', { legalName: carrier.legalName, orderNumber: filed!.order_number })!,
      },
    ]);
    expect((await api.post(`${intakePath(boc3)}/submit`, { values: carrier })).status).toBe(200);
  });

  it('keeps the submitted details on the carrier’s business record, the EIN sealed and shown masked', async () => {
    const api = await customer();
    const carrier = {
      usdotNumber: '2718281',
      legalName: 'Gulf Coast Carriers LLC',
      ein: '987654321',
      principalAddress: { street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      powerUnits: 2,
      drivers: 2,
      operationType: 'interstate',
      cargoClasses: ['general_freight'],
      authorityTypes: ['carrier'],
    };
    const authority = await paidOrder(api, 'interstate-authority-packages', { usdotNumber: carrier.usdotNumber });
    expect((await api.post(`${intakePath(authority)}/submit`, { values: carrier })).status).toBe(200);
    const [business] = (await api.get('/api/my/businesses')).body.data;
    expect(business).toMatchObject({ kind: 'carrier', legalName: 'Gulf Coast Carriers LLC', usdotNumber: '2718281', ein: '•••• 4321' });
    expect(business.orders.map((o: { orderId: string }) => o.orderId)).toEqual([authority]);
    const [stored] = await query<{ sealed: string }>(db.url, `SELECT ein_sealed::text AS sealed FROM businesses WHERE id = $1`, [
      business.id,
    ]);
    expect(stored!.sealed).not.toContain('987654321');
  });

  it('answers 404 for another customer’s order, and for an order that does not exist', async () => {
    const owner = await customer();
    const id = await paidOrder(owner);
    const other = await customer();
    expect((await other.get(intakePath(id))).status).toBe(404);
    expect((await other.put(intakePath(id), { values: { legalName: 'Mine LLC' } })).status).toBe(404);
    expect((await other.post(`${intakePath(id)}/submit`, { values: llcDetails })).status).toBe(404);
    expect((await owner.get(intakePath(randomUUID()))).status).toBe(404);
  });

  it('keeps an SSN out of logs, staff answers without reveal and the database, and records each reveal', async () => {
    const api = await customer();
    const id = await paidOrder(api, 'ein-registration');
    const draft = await api.put(intakePath(id), { values: { responsiblePartyTaxId: SSN, responsibleParty: 'Dana Rivera' } });
    expect(draft.status).toBe(200);
    expect(draft.body.data.masked).toEqual({ responsiblePartyTaxId: '•••• 9999' });
    expect(draft.body.data.values).toEqual({ responsibleParty: 'Dana Rivera' });
    // The tax id saved with the draft counts at submission without being sent again.
    const submitted = await api.post(`${intakePath(id)}/submit`, {
      values: { entityName: 'Lone Star Widgets LLC', responsibleParty: 'Dana Rivera', entityType: 'llc', reason: 'banking' },
    });
    expect(submitted.status).toBe(200);

    const [row] = await query<{ details: string; sealed: string }>(
      db.url,
      `SELECT details::text, sealed::text FROM order_intakes WHERE order_id = $1`,
      [id],
    );
    for (const stored of [row!.details, row!.sealed]) {
      expect(stored).not.toContain(SSN_DIGITS);
      expect(stored).not.toContain(SSN);
    }

    const staff = await admin();
    const view = await staff.get(`/api/admin/orders/${id}/intake`);
    expect(view.status).toBe(200);
    expect(view.body.data.masked).toEqual({ responsiblePartyTaxId: '•••• 9999' });
    expect(JSON.stringify(view.body)).not.toContain(SSN_DIGITS);

    const reveal = await staff.post(`/api/admin/orders/${id}/intake/reveal`, { field: 'responsiblePartyTaxId' });
    expect(reveal.status).toBe(200);
    expect(reveal.body.data).toEqual({ field: 'responsiblePartyTaxId', value: SSN_DIGITS });
    const audit = await query<{ action: string; details: unknown }>(
      db.url,
      `SELECT action, details FROM admin_audit WHERE target_id = $1`,
      [id],
    );
    expect(audit).toEqual([{ action: 'intake.reveal', details: { field: 'responsiblePartyTaxId' } }]);
    expect((await staff.post(`/api/admin/orders/${id}/intake/reveal`, { field: 'legalName' })).status).toBe(404);
    expect((await api.post(`/api/admin/orders/${id}/intake/reveal`, { field: 'responsiblePartyTaxId' })).status).toBe(403);

    expect(bff.output.length).toBeGreaterThan(0);
    expect(bff.output).not.toContain(SSN_DIGITS);
    expect(bff.output).not.toContain(SSN);
  });
});
