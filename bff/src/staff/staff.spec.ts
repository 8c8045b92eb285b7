import { DataSource } from 'typeorm';
import {
  ApiClient,
  behindRowLock,
  createTestDatabase,
  orderPayload,
  query,
  startApp,
  testEnv,
  freshAdminCode,
  TEST_ADMIN,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';
import { ROLE_PERMISSIONS, type StaffRole } from '@filebridge/contracts';
import { totpCode } from '@filebridge/platform';

const PASSWORD = 'a long staff passphrase';

describe('staff accounts: invitations, roles, second factor, audit', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let owner: ApiClient;
  let ownerId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, FRONTEND_ORIGIN: 'https://site.example' }));
    owner = new ApiClient(app.url);
    ownerId = (await owner.adminLogin()).admin.id;
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const address = () => `s${Date.now()}${Math.random().toString(36).slice(2, 6)}@staff.example`;

  /** The invitation mails written for an address, oldest first. */
  const invitations = (to: string) =>
    query<{ payload: { template: string; to: string; data: { role: string; inviteUrl: string } } }>(
      db.url,
      `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = 'staff-invite' AND payload->>'to' = $1 ORDER BY id`,
      [to],
    ).then((rows) => rows.map((r) => r.payload));
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  /** Invites, accepts and enrols a second factor: a staff member of `role` ready to work, with its secret. */
  async function staffMember(role: StaffRole) {
    const email = address();
    expect((await owner.post('/api/admin/staff/invites', { email, role })).status).toBe(201);
    const [mail] = await invitations(email);
    const api = new ApiClient(app.url);
    const accepted = await api.post('/api/staff/invite/accept', {
      token: tokenOf(mail!.data.inviteUrl),
      firstName: 'Sam',
      lastName: 'Staff',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    api.token = accepted.body.token;
    const enrolment = await api.post('/api/admin/auth/2fa/enrol', { password: PASSWORD });
    expect(enrolment.status).toBe(200);
    const secret = enrolment.body.data.secret as string;
    const confirmed = await api.post('/api/admin/auth/2fa/confirm', { code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    return { api, email, secret, id: accepted.body.admin.id as string, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
  }

  it('mails a single-use invitation whose link makes a staff account of the role, held to enrolment until its second factor is on', async () => {
    const email = address();
    const invited = await owner.post('/api/admin/staff/invites', { email, role: 'operator' });
    expect(invited.status).toBe(201);
    const sent = await invitations(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ role: 'Operator' });
    expect(sent[0]!.data.inviteUrl).toMatch(/^https:\/\/site\.example\/admin\/invite\?token=[\w-]{43}$/);
    const token = tokenOf(sent[0]!.data.inviteUrl);
    const stored = await query<{ token_hash: string; expires_at: Date; created_at: Date }>(
      db.url,
      `SELECT token_hash, expires_at, created_at FROM staff_invites WHERE email = $1`,
      [email],
    );
    expect(stored[0]!.token_hash).not.toBe(token);
    expect(stored[0]!.expires_at.getTime() - stored[0]!.created_at.getTime()).toBe(72 * 3600_000);

    const anyone = new ApiClient(app.url);
    expect((await anyone.post('/api/staff/invite', { token })).body.data).toMatchObject({ email, role: 'operator' });
    const weak = await anyone.post('/api/staff/invite/accept', { token, firstName: 'Sam', lastName: 'Staff', password: 'short' });
    expect(weak.status).toBe(400);
    const accepted = await anyone.post('/api/staff/invite/accept', { token, firstName: 'Sam', lastName: 'Staff', password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.admin).toMatchObject({ email, role: 'operator', secondFactorEnabled: false });
    expect(accepted.body.admin.permissions).toEqual([...ROLE_PERMISSIONS.operator]);
    const again = await new ApiClient(app.url).post('/api/staff/invite/accept', {
      token,
      firstName: 'Eve',
      lastName: 'Other',
      password: PASSWORD,
    });
    expect(again.status).toBe(404);

    anyone.token = accepted.body.token;
    const held = await anyone.get('/api/admin/orders');
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('second_factor_required');
    expect((await anyone.get('/api/admin/auth/me')).status).toBe(200);
    const enrolment = await anyone.post('/api/admin/auth/2fa/enrol', { password: PASSWORD });
    const confirmed = await anyone.post('/api/admin/auth/2fa/confirm', { code: totpCode(enrolment.body.data.secret) });
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    expect((await anyone.get('/api/admin/orders')).status).toBe(200);

    // From now on the sign-in asks for a code; a recovery code works once.
    const signIn = await new ApiClient(app.url).post('/api/admin/auth/login', { email, password: PASSWORD });
    expect(signIn.body).toMatchObject({ twoFactorRequired: true });
    const recovery = confirmed.body.data.recoveryCodes[0];
    const second = await new ApiClient(app.url).post('/api/admin/auth/login/2fa', { challengeId: signIn.body.challengeId, code: recovery });
    expect(second.status).toBe(200);
    expect(second.body.admin).toMatchObject({ email, secondFactorEnabled: true });
    const reused = await new ApiClient(app.url).post('/api/admin/auth/login/2fa', { challengeId: signIn.body.challengeId, code: recovery });
    expect(reused.status).toBe(400);
  });

  it('does not finish a customer log-in on the staff sign-in', async () => {
    const customer = new ApiClient(app.url);
    const { user } = await customer.signup({ password: PASSWORD });
    const enrolment = await customer.post('/api/auth/2fa/enrol', { password: PASSWORD });
    await customer.post('/api/auth/2fa/confirm', { code: totpCode(enrolment.body.data.secret) });
    const challenge = await new ApiClient(app.url).post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(challenge.body.twoFactorRequired).toBe(true);
    const staffStep = await new ApiClient(app.url).post('/api/admin/auth/login/2fa', {
      challengeId: challenge.body.challengeId,
      code: '000000',
    });
    expect(staffStep.status).toBe(401);
  });

  it('does not finish a staff log-in on the customer sign-in', async () => {
    const signIn = await new ApiClient(app.url).post('/api/admin/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(signIn.body.twoFactorRequired).toBe(true);
    const customerStep = await new ApiClient(app.url).post('/api/auth/login/2fa', {
      challengeId: signIn.body.challengeId,
      code: await freshAdminCode(app.url),
    });
    expect(customerStep.status).toBe(401);
    expect(customerStep.body.code).toBe('invalid_challenge');
  });

  it('refuses an invitation to an address an account already uses', async () => {
    const res = await owner.post('/api/admin/staff/invites', { email: TEST_ADMIN.email, role: 'support' });
    expect(res.status).toBe(409);
  });

  it('enforces the role: support may not refund, export or edit the catalog, and an operator refunds up to its limit', async () => {
    const support = await staffMember('support');
    const operator = await staffMember('operator');
    const customer = new ApiClient(app.url);
    const { user } = await customer.signup();
    const payload = await orderPayload(customer);
    const [order] = await query<{ id: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services, subtotal_cents, tax_cents, total_cents)
       SELECT $1, s.id, $2, 'paid', $3, $4, '[]', $5, 80000, 0, 80000 FROM services s WHERE s.slug = 'llc-formation' RETURNING id`,
      [user.id, payload.packageId, payload.businessInfo, payload.customerInfo, payload.additionalServices],
    );
    const refund = (api: ApiClient, body: object) => api.post(`/api/admin/orders/${order!.id}/refunds`, body);
    expect((await refund(support.api, { amount: 10, reason: 'Goodwill.' })).body.code).toBe('permission_denied');
    expect((await support.api.get('/api/admin/subscribers')).status).toBe(403);
    expect((await support.api.patch(`/api/admin/services/${order!.id}`, {})).status).toBe(403);
    expect((await support.api.get('/api/admin/orders')).status).toBe(200);

    const tooMuch = await refund(operator.api, { amount: 600, reason: 'Goodwill.' });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.code).toBe('refund_limit_exceeded');
    expect(tooMuch.body.message).toContain('$500.00');
    // The whole refundable amount ($800) is over the limit too.
    expect((await refund(operator.api, { reason: 'Goodwill.' })).body.code).toBe('refund_limit_exceeded');
    const refused = await query(db.url, `SELECT 1 FROM admin_audit WHERE action = 'order.refund' AND target_id = $1`, [order!.id]);
    expect(refused).toEqual([]);
  });

  it('changes roles and deactivates, ending the sessions, but never removes the last active owner', async () => {
    const member = await staffMember('support');
    const promoted = await owner.post(`/api/admin/staff/${member.id}/role`, { role: 'finance' });
    expect(promoted.body.data).toMatchObject({ role: 'finance', active: true });
    expect((await member.api.get('/api/admin/auth/me')).body.admin.role).toBe('finance');

    const demoteSelf = await owner.post(`/api/admin/staff/${ownerId}/role`, { role: 'operator' });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.code).toBe('last_owner');
    expect((await owner.post(`/api/admin/staff/${ownerId}/deactivate`)).body.code).toBe('last_owner');

    const deactivated = await owner.post(`/api/admin/staff/${member.id}/deactivate`);
    expect(deactivated.body.data).toMatchObject({ active: false });
    expect((await member.api.get('/api/admin/auth/me')).status).toBe(401);
    expect((await new ApiClient(app.url).post('/api/admin/auth/login', { email: member.email, password: PASSWORD })).status).toBe(401);
    const listed = await owner.get('/api/admin/staff');
    expect(listed.body.data.members).toEqual(expect.arrayContaining([expect.objectContaining({ id: member.id, active: false })]));
  });

  it('two owners demoting each other at once leave one of them an owner', async () => {
    const other = await staffMember('owner');
    const owners = {
      sql: `SELECT id FROM accounts WHERE role = 'admin' AND staff_role = 'owner' AND deactivated_at IS NULL ORDER BY id FOR UPDATE`,
    };
    // The first owner's demotion of the other commits while the other's demotion of the first waits for the owners.
    const second = await behindRowLock(
      db.url,
      owners,
      (c) => c.query(`UPDATE accounts SET staff_role = 'operator' WHERE id = $1`, [other.id]),
      () => other.api.post(`/api/admin/staff/${ownerId}/role`, { role: 'operator' }),
    );
    expect(second).toMatchObject({ status: 'fulfilled', value: { status: 409, body: { code: 'last_owner' } } });
    const left = await query<{ id: string }>(db.url, `SELECT id FROM accounts WHERE staff_role = 'owner' AND deactivated_at IS NULL`);
    expect(left).toEqual([{ id: ownerId }]);
  });

  it('resets a lost second factor: the member is signed out and enrols again at next sign-in', async () => {
    const member = await staffMember('operator');
    const reset = await owner.post(`/api/admin/staff/${member.id}/second-factor/reset`);
    expect(reset.body.data).toMatchObject({ secondFactorEnabled: false });
    expect((await member.api.get('/api/admin/auth/me')).status).toBe(401);
    const signIn = new ApiClient(app.url);
    const res = await signIn.post('/api/admin/auth/login', { email: member.email, password: PASSWORD });
    expect(res.body.admin).toMatchObject({ secondFactorEnabled: false });
    signIn.token = res.body.token;
    expect((await signIn.get('/api/admin/orders')).body.code).toBe('second_factor_required');
  });

  it('records who, what, when, from where, before and after, shown per staff member and per order by its number', async () => {
    const member = await staffMember('support');
    await owner.post(`/api/admin/staff/${member.id}/role`, { role: 'operator' }, { headers: { 'user-agent': 'jest' } });
    const byOwner = await owner.get(`/api/admin/audit?staffId=${ownerId}`);
    const change = byOwner.body.data.find(
      (e: { action: string; targetId: string }) => e.action === 'staff.role' && e.targetId === member.id,
    );
    expect(change).toMatchObject({
      adminId: ownerId,
      adminEmail: TEST_ADMIN.email,
      before: { role: 'support' },
      after: { role: 'operator' },
      ip: expect.any(String),
    });
    expect(byOwner.body.data.every((e: { adminId: string }) => e.adminId === ownerId)).toBe(true);

    const customer = new ApiClient(app.url);
    const { user } = await customer.signup();
    const payload = await orderPayload(customer);
    const [order] = await query<{ id: string; order_number: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services, subtotal_cents, tax_cents, total_cents)
       SELECT $1, s.id, $2, 'paid', $3, $4, '[]', $5, 100, 0, 100 FROM services s WHERE s.slug = 'llc-formation' RETURNING id, order_number`,
      [user.id, payload.packageId, payload.businessInfo, payload.customerInfo, payload.additionalServices],
    );
    const moved = await member.api.post(`/api/admin/orders/${order!.id}/transition`, { to: 'in_progress' });
    expect(moved.status).toBe(200);
    const log = await member.api.get(`/api/admin/orders/${order!.id}/audit`);
    expect(log.body.data).toEqual([
      expect.objectContaining({
        action: 'order.transition',
        targetLabel: order!.order_number,
        adminId: member.id,
        before: { status: 'paid' },
        after: { status: 'in_progress' },
      }),
    ]);
    expect(order!.order_number).toMatch(/^FB-\d+$/);
    // The whole log is for audit.read: an operator does not hold it.
    expect((await member.api.get('/api/admin/audit')).status).toBe(403);
  });

  it('records a staff member joining and turning on their second factor, as their own actions', async () => {
    const member = await staffMember('operator');
    const log = await owner.get(`/api/admin/audit?staffId=${member.id}`);
    expect(log.body.data.map((e: { action: string; targetId: string }) => [e.action, e.targetId])).toEqual([
      ['staff.second-factor-on', member.id],
      ['staff.join', member.id],
    ]);
  });

  it('keeps the audit log append-only in the database, whatever the connection of the app tries', async () => {
    const ds = app.app.get(DataSource);
    const [row] = await ds.query<{ id: string }[]>(`SELECT id FROM admin_audit ORDER BY id LIMIT 1`);
    expect(row).toBeDefined();
    await expect(ds.query(`UPDATE admin_audit SET action = 'rewritten' WHERE id = $1`, [row!.id])).rejects.toThrow(/append-only/);
    await expect(ds.query(`DELETE FROM admin_audit WHERE id = $1`, [row!.id])).rejects.toThrow(/append-only/);
    await expect(ds.query(`TRUNCATE admin_audit`)).rejects.toThrow(/append-only/);
    expect(await ds.query(`SELECT action FROM admin_audit WHERE id = $1`, [row!.id])).not.toEqual([{ action: 'rewritten' }]);
  });
});
