import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMAIL_UNVERIFIED, MAX_DOCUMENT_BYTES } from '@filebridge/contracts';
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
import { DocumentUploadsService } from './document-uploads.service';
import { signDownloadToken } from './download-token';

const XSRF_SECRET = testEnv().XSRF_SECRET!;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000), Buffer.from('\n%%EOF\n')]);
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Every file under a folder, however deep (the store's temporary files included). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the document vault through the bff', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let storageDir: string;
  let admin: ApiClient;
  let customer: ApiClient;
  let stranger: ApiClient;
  let customerId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    storageDir = await mkdtemp(path.join(tmpdir(), 'fb-vault-'));
    app = await startApp(testEnv({ DATABASE_URL: db.url, STORAGE_DRIVER: 'local', STORAGE_DIR: storageDir }));
    admin = new ApiClient(app.url);
    await admin.adminLogin();
    customer = new ApiClient(app.url);
    const signedUp = await customer.signup();
    customerId = signedUp.user.id;
    await verifyEmail(customer, db.url, signedUp.user.email);
    stranger = new ApiClient(app.url);
    const other = await stranger.signup();
    await verifyEmail(stranger, db.url, other.user.email);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** A paid order of the customer's, being worked on, in the given fulfilment phase. */
  async function order(phase = 'approved'): Promise<string> {
    const [row] = await query<{ id: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, paid_at)
       SELECT $1, s.id, p.id, 'in_progress', $2, '{}', '{}', '[]', '{}', 100, 0, 100, now()
         FROM services s JOIN packages p ON p.service_id = s.id WHERE s.slug = 'llc-formation' LIMIT 1 RETURNING id`,
      [customerId, phase],
    );
    return row!.id;
  }

  const staffUpload = (
    orderId: string,
    bytes: Uint8Array | ReadableStream<Uint8Array>,
    opts: { kind?: string; fileName?: string; type?: string; signal?: AbortSignal } = {},
  ) =>
    admin.request(
      'POST',
      `/api/admin/orders/${orderId}/documents?${new URLSearchParams({ kind: opts.kind ?? 'ein_confirmation', fileName: opts.fileName ?? 'EIN letter.pdf' })}`,
      undefined,
      { raw: bytes, headers: { 'content-type': opts.type ?? 'application/pdf' }, signal: opts.signal },
    );

  const rowsOf = (orderId: string) => query<{ id: string }>(db.url, `SELECT id FROM order_documents WHERE order_id = $1`, [orderId]);
  const deliveryMails = (documentId: string) =>
    query<{ payload: { template: string; to: string; data: Record<string, string> } }>(
      db.url,
      `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = 'document-delivered' AND job_id = $1`,
      [`mail.send/document-${documentId}`],
    );

  it('hands a document only to a customer who verified their address, and says how to', async () => {
    const fresh = new ApiClient(app.url);
    const signedUp = await fresh.signup();
    const [row] = await query<{ id: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, paid_at)
       SELECT $1, s.id, p.id, 'in_progress', 'approved', '{}', '{}', '[]', '{}', 100, 0, 100, now()
         FROM services s JOIN packages p ON p.service_id = s.id WHERE s.slug = 'llc-formation' LIMIT 1 RETURNING id`,
      [signedUp.user.id],
    );
    const up = await staffUpload(row!.id, PDF);
    const asked = () => fresh.post(`/api/my/orders/${row!.id}/documents/${up.body.data.id}/link`);
    const refused = await asked();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(EMAIL_UNVERIFIED.message);
    await verifyEmail(fresh, db.url, signedUp.user.email);
    expect((await asked()).status).toBe(200);
  });

  it('stores a staff upload, lists it for the customer and downloads the very same bytes through a signed link', async () => {
    const orderId = await order();
    const up = await staffUpload(orderId, PDF, { fileName: 'C:\\scans\\EIN "letter".pdf' });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ kind: 'ein_confirmation', fileName: 'EIN "letter".pdf', size: PDF.length, sha256: sha256(PDF) });

    const list = await customer.get(`/api/my/orders/${orderId}/documents`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: up.body.data.id,
        kind: 'ein_confirmation',
        label: 'EIN confirmation letter',
        fileName: 'EIN "letter".pdf',
        size: PDF.length,
      }),
    ]);

    const link = await customer.post(`/api/my/orders/${orderId}/documents/${up.body.data.id}/link`);
    expect(link.status).toBe(200);
    expect(link.body.data.url).toMatch(/^\/api\/documents\/download\/[\w-]+\.[\w-]+$/);
    const download = await fetch(app.url + link.body.data.url);
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(PDF));
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="EIN _letter_.pdf"; filename*=UTF-8''EIN%20%22letter%22.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');

    const staffLink = await admin.post(`/api/admin/orders/${orderId}/documents/${up.body.data.id}/link`);
    expect(sha256(new Uint8Array(await (await fetch(app.url + staffLink.body.data.url)).arrayBuffer()))).toBe(sha256(PDF));
  });

  it('mails the customer exactly once per filed document, audits each, and moves an approved filing to documents_delivered once', async () => {
    const orderId = await order('approved');
    const first = (await staffUpload(orderId, PDF)).body.data;
    const second = (await staffUpload(orderId, PDF, { kind: 'formation_certificate', fileName: 'certificate.pdf' })).body.data;
    const [mail] = await deliveryMails(first.id);
    expect(await deliveryMails(first.id)).toHaveLength(1);
    expect(await deliveryMails(second.id)).toHaveLength(1);
    const [account] = await query<{ email: string }>(db.url, `SELECT email FROM accounts WHERE id = $1`, [customerId]);
    expect(mail!.payload).toMatchObject({
      to: account!.email,
      data: { documentLabel: 'EIN confirmation letter', orderUrl: expect.stringContaining(orderId) },
    });
    expect(JSON.stringify(mail!.payload)).not.toContain('/api/documents/download/');

    const [o] = await query<{ phase: string }>(db.url, `SELECT phase FROM orders WHERE id = $1`, [orderId]);
    expect(o!.phase).toBe('documents_delivered');
    const moves = await query(db.url, `SELECT 1 FROM order_phase_events WHERE order_id = $1 AND to_phase = 'documents_delivered'`, [
      orderId,
    ]);
    expect(moves).toHaveLength(1);
    const audit = await query(db.url, `SELECT 1 FROM admin_audit WHERE action = 'order.document-upload' AND target_id = $1`, [orderId]);
    expect(audit).toHaveLength(2);
  });

  it('leaves the phase alone before approval and sends no mail for a file the customer sends', async () => {
    const orderId = await order('in_review');
    await staffUpload(orderId, PDF);
    const [o] = await query<{ phase: string }>(db.url, `SELECT phase FROM orders WHERE id = $1`, [orderId]);
    expect(o!.phase).toBe('in_review');

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
    const mine = await customer.request('POST', `/api/my/orders/${orderId}/documents?fileName=passport.png`, undefined, {
      raw: png,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({ kind: 'customer_upload', contentType: 'image/png', fromCustomer: true });
    const unnamed = await customer.request('POST', `/api/my/orders/${orderId}/documents`, undefined, {
      raw: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(unnamed.body.data).toMatchObject({ fileName: 'document.png' });
    expect(await deliveryMails(mine.body.data.id)).toHaveLength(0);
  });

  it('refuses a text file named .pdf and sent as a PDF with 400, storing nothing', async () => {
    const orderId = await order();
    const before = await filesUnder(storageDir);
    const res = await staffUpload(orderId, Buffer.from('just some text, honestly a PDF'), { fileName: 'contract.pdf' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'unsupported_file_type' });
    expect(await rowsOf(orderId)).toEqual([]);
    expect(await filesUnder(storageDir)).toEqual(before);
  });

  it('refuses a file over 20 MB with 413, storing nothing, whether its length is declared or not', async () => {
    const orderId = await order();
    const before = await filesUnder(storageDir);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const declared = await staffUpload(orderId, big);
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 'file_too_large' });

    let sent = 0;
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= big.length) return controller.close();
        controller.enqueue(big.subarray(sent, sent + 1024 * 1024));
        sent += 1024 * 1024;
      },
    });
    const chunked = await staffUpload(orderId, streamed);
    expect(chunked.status).toBe(413);
    expect(await rowsOf(orderId)).toEqual([]);
    expect(await filesUnder(storageDir)).toEqual(before);
  });

  it('keeps nothing of an upload whose client hangs up halfway', async () => {
    const orderId = await order();
    const before = await filesUnder(storageDir);
    const uploads = app.app.get(DocumentUploadsService);
    const original = uploads.upload.bind(uploads);
    let settled!: Promise<unknown>;
    const spy = jest.spyOn(uploads, 'upload').mockImplementationOnce((u) => {
      const upload = original(u);
      settled = upload.then(
        () => null,
        (err: unknown) => err,
      );
      return upload;
    });

    const abort = new AbortController();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pulls++ === 0) return controller.enqueue(PDF);
        // Hang up once the server holds part of the file in storage.
        await until(async () => {
          const partial = (await filesUnder(storageDir)).filter((f) => !before.includes(f));
          const sizes = await Promise.all(
            partial.map((f) =>
              stat(f).then(
                (s) => s.size,
                () => 0,
              ),
            ),
          );
          return sizes.some((s) => s > 0) || undefined;
        });
        abort.abort();
      },
    });
    await expect(staffUpload(orderId, body, { signal: abort.signal })).rejects.toThrow();
    await until(async () => settled);
    expect(await settled).toMatchObject({ response: { code: 'upload_interrupted' } });
    spy.mockRestore();
    expect(await rowsOf(orderId)).toEqual([]);
    expect(await filesUnder(storageDir)).toEqual(before);
  });

  it("answers 404 for another customer's order and document, and for a link to a document of another order", async () => {
    const orderId = await order();
    const doc = (await staffUpload(orderId, PDF)).body.data;
    expect((await stranger.get(`/api/my/orders/${orderId}/documents`)).status).toBe(404);
    expect((await stranger.post(`/api/my/orders/${orderId}/documents/${doc.id}/link`)).status).toBe(404);
    const theirs = await stranger.request('POST', `/api/my/orders/${orderId}/documents?fileName=x.pdf`, undefined, {
      raw: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(theirs.status).toBe(404);
    expect(await rowsOf(orderId)).toHaveLength(1);
    const otherOrder = await order();
    expect((await customer.post(`/api/my/orders/${otherOrder}/documents/${doc.id}/link`)).status).toBe(404);
  });

  it('refuses an expired link with 410 and a forged one with 404', async () => {
    const orderId = await order();
    const doc = (await staffUpload(orderId, PDF)).body.data;
    const expired = signDownloadToken(XSRF_SECRET, doc.id, new Date(Date.now() - 1000));
    const res = await fetch(`${app.url}/api/documents/download/${expired}`);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: 'link_expired' });
    const forged = signDownloadToken('another-secret-entirely-0123456789abcdef', doc.id, new Date(Date.now() + 60_000));
    expect((await fetch(`${app.url}/api/documents/download/${forged}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/documents/download/not-a-token`)).status).toBe(404);
  });

  it('takes files only as raw bodies on the upload routes, and only filed kinds from staff', async () => {
    const orderId = await order();
    expect((await admin.post(`/api/admin/orders/${orderId}/documents?kind=other&fileName=a.pdf`, {})).status).toBe(415);
    expect((await staffUpload(orderId, PDF, { kind: 'customer_upload' })).status).toBe(400);
    const elsewhere = await customer.request('POST', '/api/auth/logout', undefined, {
      raw: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(elsewhere.status).toBe(415);
    const noXsrf = await customer.request('POST', `/api/my/orders/${orderId}/documents?fileName=a.pdf`, undefined, {
      raw: PDF,
      headers: { 'content-type': 'application/pdf' },
      xsrf: false,
    });
    expect(noXsrf.status).toBe(403);
  });
});
