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

const ADMIN = { email: 'admin@filebridge.test', password: 'test-admin-password-1' };

let people = 0;
const address = (tag: string) => `${tag}.${Date.now()}.${++people}@example.com`;

/** Contact-form conversations through the real bff: the console, the customer's account and the mailed link. */
describe('contact-form conversations', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    admin = new ApiClient(app.url);
    adminId = (await admin.adminLogin()).admin.id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** A visitor writes through the contact form; answers the conversation's id. */
  async function contact(email: string, message = 'Do we need UCR for two trucks that only run in Ohio?'): Promise<string> {
    const visitor = new ApiClient(app.url);
    const res = await visitor.post('/api/contact', { name: 'James Carter', email, topic: 'UCR registration', message });
    expect(res.status).toBe(200);
    const [row] = await query<{ id: string }>(
      db.url,
      `SELECT id FROM conversations WHERE lower(email) = lower($1) ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return row!.id;
  }

  async function verifiedCustomer(email: string) {
    const api = new ApiClient(app.url);
    const { user } = await api.signup({ email });
    await verifyEmail(api, db.url, email);
    return { api, id: user.id };
  }

  const replyMails = (conversationId: string) =>
    query<{ to: string; data: Record<string, unknown> }>(
      db.url,
      `SELECT payload->>'to' AS to, payload->'data' AS data FROM outbox
        WHERE topic = 'mail.send' AND payload->>'template' = 'conversation-reply'
          AND payload->>'to' = (SELECT email FROM conversations WHERE id = $1)
        ORDER BY id`,
      [conversationId],
    );

  it('turns a contact message into an open, unread conversation staff can list and filter', async () => {
    const id = await contact(address('list'));
    const list = await admin.get('/api/admin/conversations?scope=unassigned&status=open');
    expect(list.status).toBe(200);
    const item = list.body.data.items.find((c: { id: string }) => c.id === id);
    expect(item).toMatchObject({ status: 'open', unread: 1, assignee: null, topic: 'UCR registration', customer: false });
    expect(item.reference).toMatch(/^CV-\d+$/);
    expect(list.body.data.counts.unread).toBeGreaterThanOrEqual(1);

    const opened = await admin.get(`/api/admin/conversations/${id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.messages).toEqual([
      expect.objectContaining({ fromSender: true, author: 'James Carter', body: 'Do we need UCR for two trucks that only run in Ohio?' }),
    ]);
    expect(opened.body.data.orders).toEqual([]);
    const after = await admin.get('/api/admin/conversations');
    expect(after.body.data.items.find((c: { id: string }) => c.id === id).unread).toBe(0);
  });

  it('takes, closes and reopens a conversation, each change audited', async () => {
    const id = await contact(address('take'));
    const taken = await admin.post(`/api/admin/conversations/${id}/assign`, { assigneeId: adminId });
    expect(taken.status).toBe(200);
    expect(taken.body.data.assignee).toEqual({ id: adminId, email: ADMIN.email });
    const mine = await admin.get('/api/admin/conversations?scope=mine');
    expect(mine.body.data.items.map((c: { id: string }) => c.id)).toContain(id);
    const unassigned = await admin.get('/api/admin/conversations?scope=unassigned');
    expect(unassigned.body.data.items.map((c: { id: string }) => c.id)).not.toContain(id);

    expect((await admin.post(`/api/admin/conversations/${id}/status`, { status: 'closed' })).body.data.status).toBe('closed');
    expect((await admin.post(`/api/admin/conversations/${id}/status`, { status: 'open' })).body.data.status).toBe('open');
    expect((await admin.post(`/api/admin/conversations/${id}/assign`, { assigneeId: null })).body.data.assignee).toBeNull();

    const audit = await query<{ action: string; details: Record<string, unknown> }>(
      db.url,
      `SELECT action, details FROM admin_audit WHERE target_type = 'conversation' AND target_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'conversation.assign',
      'conversation.status',
      'conversation.status',
      'conversation.assign',
    ]);
    expect(audit[1]!.details).toEqual({ from: 'open', to: 'closed' });
  });

  it('mails a stranger each staff reply once, with a signed link where they answer and reopen it', async () => {
    const email = address('stranger');
    const id = await contact(email);
    const reply = await admin.post(`/api/admin/conversations/${id}/messages`, { body: 'Which states does each truck run in?' });
    expect(reply.status).toBe(201);
    expect((await admin.get(`/api/admin/conversations/${id}`)).body.data.conversation.status).toBe('waiting');

    const mails = await replyMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(email);
    expect(mails[0]!.data).toMatchObject({
      reply: 'Which states does each truck run in?',
      question: 'Do we need UCR for two trucks that only run in Ohio?',
      topic: 'UCR registration',
    });
    expect(mails[0]!.data).not.toHaveProperty('account');
    const url = new URL(String(mails[0]!.data.replyUrl));
    expect(url.pathname).toMatch(/^\/conversation\/[\w-]+\.[\w-]+$/);
    const token = url.pathname.split('/')[2]!;

    await admin.post(`/api/admin/conversations/${id}/status`, { status: 'closed' });
    const stranger = new ApiClient(app.url);
    const thread = await stranger.get(`/api/conversations/${token}`);
    expect(thread.status).toBe(200);
    expect(thread.body.data.messages.map((m: { author: string }) => m.author)).toEqual(['You', 'Filebridge team']);
    expect(thread.body.data.messages[1].readAt).not.toBeNull();

    const answer = await stranger.post(`/api/conversations/${token}/messages`, { body: 'Ohio and Indiana for both.' });
    expect(answer.status).toBe(201);
    const listed = (await admin.get('/api/admin/conversations')).body.data.items.find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({ status: 'open', unread: 1 });

    expect((await stranger.get(`/api/conversations/${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await stranger.get(`/api/conversations/not-a-token`)).status).toBe(400);
    expect((await replyMails(id)).length).toBe(1);
  });

  it('shows a customer their conversation and orders to staff, and never another customer’s conversation', async () => {
    const email = address('customer');
    const owner = await verifiedCustomer(email);
    const [order] = await query<{ id: string; order_number: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, paid_at)
       SELECT $1, s.id, p.id, 'in_progress', 'in_review', '{}', '{}', '[]', '{}', 7900, 0, 7900, now()
         FROM services s JOIN packages p ON p.service_id = s.id WHERE s.slug = 'ein-registration' LIMIT 1
       RETURNING id, order_number`,
      [owner.id],
    );
    const id = await contact(email.toUpperCase());

    const staffView = await admin.get(`/api/admin/conversations/${id}`);
    expect(staffView.body.data.conversation.customer).toBe(true);
    expect(staffView.body.data.orders).toEqual([
      expect.objectContaining({ id: order!.id, orderNumber: order!.order_number, status: 'in_progress', phase: 'in_review' }),
    ]);

    await admin.post(`/api/admin/conversations/${id}/messages`, { body: 'We can help: reply with your USDOT number.' });
    const [mail] = await query<{ data: { replyUrl: string; account?: boolean } }>(
      db.url,
      `SELECT payload->'data' AS data FROM outbox WHERE payload->>'template' = 'conversation-reply' AND lower(payload->>'to') = lower($1)`,
      [email],
    );
    expect(mail!.data.account).toBe(true);
    expect(new URL(mail!.data.replyUrl).pathname).toBe(`/my/account/${owner.id}/messages/${id}`);

    const list = await owner.api.get('/api/my/conversations');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id, status: 'waiting', unread: 1 })]);
    const thread = await owner.api.get(`/api/my/conversations/${id}`);
    expect(thread.body.data.messages.map((m: { author: string }) => m.author)).toEqual(['You', 'Filebridge team']);
    expect((await owner.api.post(`/api/my/conversations/${id}/messages`, { body: 'USDOT 1234567' })).status).toBe(201);
    expect((await admin.get(`/api/admin/conversations/${id}`)).body.data.conversation.status).toBe('open');

    const squatter = new ApiClient(app.url);
    const strangerEmail = address('squatted');
    await squatter.signup({ email: strangerEmail });
    const squatted = await admin.get(`/api/admin/conversations/${await contact(strangerEmail)}`);
    expect(squatted.body.data.conversation.customer).toBe(false);
    expect(squatted.body.data.orders).toEqual([]);

    const other = await verifiedCustomer(address('other'));
    expect((await other.api.get('/api/my/conversations')).body.data).toEqual([]);
    expect((await other.api.get(`/api/my/conversations/${id}`)).status).toBe(404);
    expect((await other.api.post(`/api/my/conversations/${id}/messages`, { body: 'Let me in' })).status).toBe(404);

    const unverified = new ApiClient(app.url);
    const taken = await unverified.post('/api/auth/signup', {
      firstName: 'Eve',
      lastName: 'Stone',
      email: address('unverified'),
      password: 'Correct-horse-42',
      phone: '+1 555 010 2000',
    });
    unverified.token = taken.body.token;
    expect((await unverified.get('/api/my/conversations')).status).toBe(403);
  });

  it('answers bad input with a clear 4xx', async () => {
    const id = await contact(address('bad'));
    const empty = await admin.post(`/api/admin/conversations/${id}/messages`, { body: '   ' });
    expect(empty.status).toBe(400);
    const long = await admin.post(`/api/admin/conversations/${id}/messages`, { body: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    const unstorable = await admin.post(`/api/admin/conversations/${id}/messages`, { body: 'half \ud800 a pair' });
    expect(unstorable.status).toBe(400);
    expect((await admin.post(`/api/admin/conversations/${id}/status`, { status: 'archived' })).status).toBe(400);
    expect((await admin.get('/api/admin/conversations?scope=everyone')).status).toBe(400);
    expect((await admin.get('/api/admin/conversations/not-a-uuid')).status).toBe(400);
    expect((await admin.get('/api/admin/conversations/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const [customer] = await query<{ id: string }>(db.url, `SELECT id FROM accounts WHERE role = 'customer' LIMIT 1`);
    const notStaff = await admin.post(`/api/admin/conversations/${id}/assign`, { assigneeId: customer!.id });
    expect(notStaff.status).toBe(422);
    expect(notStaff.body.code).toBe('not_staff');
    expect((await new ApiClient(app.url).get('/api/admin/conversations')).status).toBe(401);
  });
});
