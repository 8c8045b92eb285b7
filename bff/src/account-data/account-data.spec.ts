import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { EMAIL_UNVERIFIED } from '@filebridge/contracts';
import { totpCode } from '@filebridge/platform';
import {
  ApiClient,
  createTestDatabase,
  query,
  startApp,
  testEnv,
  verifyEmail,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

const SSN = '219-09-9999';
const SSN_DIGITS = '219099999';
const PASSWORD = 'Correct-horse-42';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_000), Buffer.from('\n%%EOF\n')]);

let people = 0;
/** A person no fixture or other test shares, so any trace of them in the schema is theirs. */
const person = (tag: string) => {
  const n = 1000 + ++people;
  return {
    firstName: `Zephyrine${tag}`,
    lastName: `Quillfeather${tag}`,
    email: `zq.${tag.toLowerCase()}.${Date.now()}@example.com`,
    phone: `+1 555 013 ${n}`,
    orderEmail: `billing.${tag.toLowerCase()}@quill.example`,
    orderPhone: `+1 512 555 ${n}`,
  };
};

/** Every file under a folder, however deep. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * The account holder's data through the bff: the export holds their orders and masks tax ids,
 * only a verified owner gets it, and closing the account leaves nothing of them in any table and
 * column of the schema but the places the closing page names (RETAINED_AFTER_CLOSURE).
 */
describe('an account holder’s data', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let storageDir: string;
  let admin: ApiClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    storageDir = await mkdtemp(path.join(tmpdir(), 'fb-data-'));
    app = await startApp(testEnv({ DATABASE_URL: db.url, STORAGE_DRIVER: 'local', STORAGE_DIR: storageDir }));
    admin = new ApiClient(app.url);
    await admin.adminLogin();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** A signed-up customer with a verified address (unless `verified` is false). */
  async function customer(p: ReturnType<typeof person>, verified = true) {
    const api = new ApiClient(app.url);
    const { user } = await api.signup({ firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone });
    if (verified) await verifyEmail(api, db.url, p.email);
    return { api, id: user.id };
  }

  /** An EIN order of the customer's, paid and being worked on, waiting for its filing details. */
  async function order(accountId: string, p: ReturnType<typeof person>): Promise<{ id: string; number: string }> {
    const [row] = await query<{ id: string; order_number: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, paid_at)
       SELECT $1, s.id, p.id, 'in_progress', 'details_needed', $2, $3, '[{"description":"EIN","amount":79}]', '{}', 7900, 0, 7900, now()
         FROM services s JOIN packages p ON p.service_id = s.id WHERE s.slug = 'ein-registration' LIMIT 1
       RETURNING id, order_number`,
      [
        accountId,
        JSON.stringify({
          name: 'Lone Star Widgets LLC',
          type: 'LLC',
          state: 'Texas',
          address: '77 Quill Lane',
          city: 'Austin',
          zip: '78701',
        }),
        JSON.stringify({
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.orderEmail,
          phone: p.orderPhone,
          billingAddress: { address: '77 Quill Lane', city: 'Austin', state: 'TX', zip: '78701' },
        }),
      ],
    );
    await query(
      db.url,
      `INSERT INTO order_events (order_id, from_status, to_status, source) VALUES ($1, 'paid', 'in_progress', 'worker')`,
      [row!.id],
    );
    return { id: row!.id, number: row!.order_number };
  }

  /** The customer's order with filing details holding an SSN, a message, an upload of theirs and a filed document. */
  async function fullOrder(api: ApiClient, accountId: string, p: ReturnType<typeof person>) {
    const o = await order(accountId, p);
    const draft = await api.put(`/api/my/orders/${o.id}/intake`, {
      values: { responsiblePartyTaxId: SSN, responsibleParty: `${p.firstName} ${p.lastName}` },
    });
    expect(draft.status).toBe(200);
    expect((await api.post(`/api/my/orders/${o.id}/messages`, { body: `Hello, ${p.firstName} here, call ${p.phone}` })).status).toBe(201);
    const upload = await api.request('POST', `/api/my/orders/${o.id}/documents?fileName=${p.lastName}-id.pdf`, undefined, {
      raw: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(upload.status).toBe(201);
    const filed = await admin.request(
      'POST',
      `/api/admin/orders/${o.id}/documents?kind=ein_confirmation&fileName=EIN%20letter.pdf`,
      undefined,
      {
        raw: PDF,
        headers: { 'content-type': 'application/pdf' },
      },
    );
    expect(filed.status).toBe(201);
    return o;
  }

  it('exports the orders with the SSN masked, never in clear, and never another account’s data', async () => {
    const p = person('Export');
    const { api, id } = await customer(p);
    const o = await fullOrder(api, id, p);
    const other = person('Other');
    const stranger = await customer(other);
    const theirs = await order(stranger.id, other);

    const res = await api.get('/api/my/data');
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(res.body.data.profile).toMatchObject({ email: p.email, firstName: p.firstName, emailVerified: true });
    expect(res.body.data.orders).toHaveLength(1);
    expect(res.body.data.orders[0]).toMatchObject({
      orderNumber: o.number,
      totalCents: 7900,
      intake: { masked: { responsiblePartyTaxId: '•••• 9999' } },
      messages: [expect.objectContaining({ fromCustomer: true })],
      documents: expect.arrayContaining([expect.objectContaining({ kind: 'customer_upload', sizeBytes: PDF.length })]),
    });
    expect(res.body.data.sessions.length).toBeGreaterThan(0);
    expect(res.body.data.businesses).toEqual([expect.objectContaining({ orders: [expect.objectContaining({ orderNumber: o.number })] })]);
    expect(res.body.data.calendarFeed).toEqual({ active: false, createdAt: null });
    expect(text).not.toContain(SSN_DIGITS);
    expect(text).not.toContain(SSN);
    for (const foreign of [theirs.number, other.email, other.firstName]) expect(text).not.toContain(foreign);
  });

  it('zips the account’s documents, one folder per order', async () => {
    const p = person('Zip');
    const { api, id } = await customer(p);
    const o = await fullOrder(api, id, p);
    const res = await fetch(`${app.url}/api/my/data/documents.zip`, { headers: { authorization: `Bearer ${api.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await res.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from(`${o.number}/${p.lastName}-id.pdf`))).toBe(true);
    expect(zip.includes(Buffer.from(`${o.number}/EIN letter.pdf`))).toBe(true);
  });

  it('answers 403 to an unverified address, saying how to verify', async () => {
    const { api } = await customer(person('Unverified'), false);
    for (const url of ['/api/my/data', '/api/my/data/documents.zip']) {
      const res = await api.get(url);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(EMAIL_UNVERIFIED.message);
    }
  });

  it('closes an account leaving no personal data anywhere but the places the page names', async () => {
    const p = person('Closed');
    const { api, id } = await customer(p);
    const o = await fullOrder(api, id, p);
    await query(db.url, `INSERT INTO compliance_reminder_optouts (account_id) VALUES ($1)`, [id]);
    await query(db.url, `INSERT INTO newsletter_subscribers (email) VALUES ($1)`, [p.email]);

    const busy = await api.post('/api/my/account/close', { password: PASSWORD });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('account_has_work_in_progress');
    // Still waiting for payment, it could be paid after the account was anonymised.
    await query(db.url, `UPDATE orders SET status = 'pending_payment' WHERE id = $1`, [o.id]);
    expect((await api.post('/api/my/account/close', { password: PASSWORD })).status).toBe(409);
    await query(db.url, `UPDATE orders SET status = 'completed' WHERE id = $1`, [o.id]);
    expect((await api.post('/api/my/account/close', { password: 'not-my-password' })).status).toBe(400);

    const { secret } = (await api.post('/api/auth/2fa/enrol', { password: PASSWORD })).body.data;
    const recoveryCodes: string[] = (await api.post('/api/auth/2fa/confirm', { code: totpCode(secret) })).body.data.recoveryCodes;
    const noCode = await api.post('/api/my/account/close', { password: PASSWORD });
    expect(noCode.status).toBe(400);
    expect(noCode.body.details).toEqual([expect.objectContaining({ path: 'code' })]);

    const closed = await api.post('/api/my/account/close', { password: PASSWORD, code: recoveryCodes[0] });
    expect(closed.status).toBe(200);
    for (const table of ['sessions', 'account_second_factors', 'account_recovery_codes', 'compliance_reminder_optouts']) {
      expect(await query(db.url, `SELECT 1 FROM ${table} WHERE account_id = $1`, [id])).toEqual([]);
    }
    expect((await api.get('/api/auth/me')).status).toBe(401);

    const mails = await query<{ payload: { to: string } }>(
      db.url,
      `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = 'account-closed'`,
    );
    expect(mails.map((m) => m.payload.to)).toEqual([p.email]);
    expect((await api.post('/api/my/account/close', { password: PASSWORD })).status).toBe(401);

    const [kept] = await query<{ order_number: string; total_cents: number; business_name: string; documents: number }>(
      db.url,
      `SELECT order_number, total_cents, business_info->>'name' AS business_name,
              (SELECT count(*)::int FROM order_documents d WHERE d.order_id = o.id) AS documents
         FROM orders o WHERE id = $1`,
      [o.id],
    );
    expect(kept).toEqual({ order_number: o.number, total_cents: 7900, business_name: 'Lone Star Widgets LLC', documents: 1 });
    // Three customers' orders each stored an upload and a filed document; only this upload is gone.
    expect(await filesUnder(storageDir)).toHaveLength(2 * 3 - 1);

    const digits = (phone: string) => phone.replace(/\D/g, '').slice(1);
    const needles = [
      p.email,
      p.orderEmail,
      p.firstName,
      p.lastName,
      p.phone,
      digits(p.phone),
      p.orderPhone,
      digits(p.orderPhone),
      SSN_DIGITS,
      SSN,
    ];
    const columns = await query<{ table_name: string; column_name: string }>(
      db.url,
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows = await query<{ value: string; closure_mail: boolean }>(
        db.url,
        `SELECT "${column}"::text AS value,
                ${table === 'outbox' ? `payload->>'template' = 'account-closed'` : table === 'mail_log' ? `template = 'account-closed'` : 'false'} AS closure_mail
           FROM "${table}" WHERE "${column}" IS NOT NULL AND (${needles.map((_, i) => `strpos(lower("${column}"::text), lower($${i + 1})) > 0`).join(' OR ')})`,
        needles,
      );
      // The one named place that may hold the address: the closure confirmation and its record.
      for (const row of rows) if (!row.closure_mail) found.push(`${table}.${column}: ${row.value.slice(0, 200)}`);
    }
    expect(found).toEqual([]);
  });
});
