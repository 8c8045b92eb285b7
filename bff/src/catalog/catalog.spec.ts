import { CATALOG } from '@filebridge/seed';
import { ApiClient, createTestDatabase, query, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';
import { AudienceGuard } from '../common';
import { CatalogCacheService } from './catalog-cache.service';
import { QuoteService } from './quote.service';

describe('catalog API over HTTP', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let api: ApiClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    api = new ApiClient(app.url);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it.each(CATALOG.map((s) => [s.slug, s.packages.length]))(
    'GET /api/services/slug/%s answers with its %i package(s)',
    async (slug, count) => {
      const res = await api.get(`/api/services/slug/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatchObject({ slug, status: 'active' });
      expect(res.body.data.packages).toHaveLength(count);
      for (const p of res.body.data.packages) {
        expect(p).toEqual(
          expect.objectContaining({
            id: expect.any(String),
            _id: p.id,
            title: expect.any(String),
            price: expect.any(Number),
            pricePlus: expect.any(String),
            popular: expect.any(Boolean),
            benefitList: expect.any(Array),
            buttonText: expect.any(String),
          }),
        );
      }
    },
  );

  it('answers 404 "Service not found" for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-service', 'DROP%20TABLE', '%F0%9F%92%A5', 'x'.repeat(300)]) {
      const res = await api.get(`/api/services/slug/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Service not found', code: 'service_not_found' });
    }
  });

  it('answers by id, 400 for a malformed id and 404 for an unknown one, with its message', async () => {
    const { data } = (await api.get('/api/services/slug/llc-formation')).body;
    const byId = await api.get(`/api/services/${data.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.slug).toBe('llc-formation');
    const bad = await api.get('/api/services/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Failed to fetch service data');
    const missing = await api.get('/api/services/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Failed to fetch service data');
  });

  it('lists every service and every state tax rate', async () => {
    const services = await api.get('/api/services');
    expect(services.body.data).toHaveLength(CATALOG.length);
    const taxes = await api.get('/api/state-taxes');
    expect(taxes.body.data).toHaveLength(51);
    expect(taxes.body.data.find((t: { code: string }) => t.code === 'TX')).toEqual({ stateName: 'Texas', code: 'TX', rate: 0.0625 });
  });

  it('sends an ETag and answers 304 when it still matches', async () => {
    const first = await api.get('/api/services/slug/boc3-filing');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await api.get('/api/services/slug/boc3-filing', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('flags an inactive service and shows it at once after the invalidation hook', async () => {
    const before = await api.get('/api/services/slug/dissolution');
    expect(before.body.data.status).toBe('active');
    await query(db.url, `UPDATE services SET status = 'inactive' WHERE slug = 'dissolution'`);
    // Served from the in-process cache until invalidated.
    expect((await api.get('/api/services/slug/dissolution')).body.data.status).toBe('active');
    await app.app.get(QuoteService).invalidate();
    const after = await api.get('/api/services/slug/dissolution');
    expect(after.body.data.status).toBe('inactive');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(app.app.get(CatalogCacheService).size).toBeGreaterThan(0);
  });

  describe('a read already loaded', () => {
    afterEach(() => jest.restoreAllMocks());

    /** The headers of an answer that say what it is, without the per-request ones. */
    const headersOf = (res: Awaited<ReturnType<ApiClient['get']>>) =>
      Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name)));

    it('is answered before routing from the site’s origin, with the bytes and headers its handler sent', async () => {
      const origin = { origin: testEnv().FRONTEND_ORIGIN! };
      const loaded = await api.get('/api/services/slug/ein-registration', { headers: origin });
      const guard = jest.spyOn(AudienceGuard.prototype, 'canActivate');
      const early = await api.get('/api/services/slug/ein-registration', { headers: origin });
      expect(guard).not.toHaveBeenCalled();
      expect(early.status).toBe(200);
      expect(early.body).toEqual(loaded.body);
      expect(headersOf(early)).toEqual(headersOf(loaded));
      expect(early.headers.get('x-request-id')).toBeTruthy();
      const notModified = await api.get('/api/services/slug/ein-registration', {
        headers: { 'if-none-match': loaded.headers.get('etag')! },
      });
      expect(notModified.status).toBe(304);
    });

    it('is answered before routing without an Origin too, with its request id, and counted', async () => {
      const loaded = await api.get('/api/services/slug/llc-formation');
      const guard = jest.spyOn(AudienceGuard.prototype, 'canActivate');
      const early = await api.get('/api/services/slug/llc-formation', { headers: { 'x-request-id': 'early-read-1' } });
      expect(guard).not.toHaveBeenCalled();
      expect(early.status).toBe(200);
      expect(early.body).toEqual(loaded.body);
      expect(headersOf(early)).toEqual(headersOf(loaded));
      expect(early.headers.get('x-request-id')).toBe('early-read-1');
      const notModified = await api.get('/api/services/slug/llc-formation', { headers: { 'if-none-match': loaded.headers.get('etag')! } });
      expect([notModified.status, notModified.headers.get('etag')]).toEqual([304, loaded.headers.get('etag')]);
      const metrics = await api.get('/metrics');
      expect(String(metrics.body)).toMatch(
        /filebridge_http_early_answers_total\{route="\/api\/services\/slug\/:slug",status="304"\} [1-9]/,
      );
    });

    it('from another origin is answered once routed, and CORS allows that origin nothing', async () => {
      await api.get('/api/services/slug/boir');
      const guard = jest.spyOn(AudienceGuard.prototype, 'canActivate');
      const other = await api.get('/api/services/slug/boir', { headers: { origin: 'https://elsewhere.example' } });
      expect(guard).not.toHaveBeenCalled();
      expect(other.status).toBe(200);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('goes to its handler when asked under another spelling, which adds nothing to the cache', async () => {
      const { id } = (await api.get('/api/services/slug/boir')).body.data;
      await api.get(`/api/services/${id}`);
      const size = app.app.get(CatalogCacheService).size;
      const guard = jest.spyOn(AudienceGuard.prototype, 'canActivate');
      for (const path of ['/api/services/slug/%62oir', `/api/services/${id.toUpperCase()}`]) {
        const res = await api.get(path);
        expect(res.status).toBe(200);
        expect(res.body.data.slug).toBe('boir');
      }
      expect(guard).toHaveBeenCalledTimes(2);
      expect(app.app.get(CatalogCacheService).size).toBe(size);
    });
  });

  it('quotes government fees apart from our fee', async () => {
    const res = await api.get('/api/services/slug/llc-formation/quote?state=Texas');
    expect(res.status).toBe(200);
    expect(res.body.data.governmentFees).toEqual([
      expect.objectContaining({ description: 'Texas state LLC filing fee, at cost', amount: 300, estimate: false }),
    ]);
    const pkg = res.body.data.lines.find((l: { kind: string }) => l.kind === 'package');
    expect(res.body.data.taxAmount).toBe(Math.floor(pkg.amount * 100 * 0.0625 + 0.5) / 100);
    const ucr = await api.get('/api/services/slug/ucr-2025/quote?fleetSize=50&ucrYear=2026');
    expect(ucr.body.data.governmentFees[0].amount).toBe(963);
    expect((await api.get('/api/services/slug/ucr-2025/quote?fleetSize=-3')).status).toBe(400);
    expect((await api.get('/api/services/slug/ucr-2025/quote?fleetSize=abc')).status).toBe(400);
  });

  describe('government fees in the quote, each with its source and checked date', () => {
    const quoted = async (path: string) => {
      const res = await api.get(`/api/services/slug/${path}`);
      expect(res.status).toBe(200);
      return res.body.data as {
        governmentFees: Record<string, unknown>[];
        governmentFeeNotes: string[];
        lines: { kind: string; taxable: boolean }[];
      };
    };
    const dated = { source: expect.any(String), checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), estimate: expect.any(Boolean) };

    it.each([
      ['corporation/quote?state=Texas', 300],
      ['nonprofit/quote?state=California', 30],
      ['annual-report/quote?state=Florida&entityType=llc', 138.75],
      ['annual-report/quote?state=Pennsylvania&entityType=corporation', 7],
      ['dba-filing/quote?state=Florida', 50],
      ['trademark-registration/quote?trademarkClasses=2', 700],
      ['copyright-registration/quote?copyrightApplication=single', 45],
      ['copyright-registration/quote?copyrightApplication=standard', 65],
      ['interstate-authority-packages/quote', 300],
      ['authority-reinstatement/quote', 80],
      ['ucr-2025/quote?fleetSize=3&ucrYear=2026', 138],
      ['ucr-2025/quote?fleetSize=3&ucrYear=2027', 167],
    ])('%s → $%d at cost, untaxed', async (path, amount) => {
      const data = await quoted(path);
      expect(data.governmentFees).toEqual([expect.objectContaining({ amount, ...dated })]);
      expect(data.lines.filter((l) => l.kind === 'government-fee').every((l) => !l.taxable)).toBe(true);
    });

    it('says so where a state has no figure instead of charging one', async () => {
      const data = await quoted('corporation/quote?state=Indiana');
      expect(data.governmentFees).toEqual([]);
      expect(data.governmentFeeNotes).toEqual([
        'We have no checked figure for the Indiana corporation filing fee, so it is not included in this total.',
      ]);
      expect((await quoted('dba-filing/quote?state=Georgia')).governmentFeeNotes[0]).toMatch(/filed with the county/);
    });

    it.each(['ein-registration', 'boir', 'biennial-mcs150-update', 'boc3-filing'])(
      'says plainly that %s has no government fee',
      async (slug) => {
        const data = await quoted(`${slug}/quote`);
        expect(data.governmentFees).toEqual([]);
        expect(data.governmentFeeNotes).toEqual([expect.stringMatching(/^No government fee/)]);
      },
    );

    it('refuses a trademark class count or copyright application it cannot quote', async () => {
      expect((await api.get('/api/services/slug/trademark-registration/quote?trademarkClasses=46')).status).toBe(400);
      expect((await api.get('/api/services/slug/copyright-registration/quote?copyrightApplication=paper')).status).toBe(400);
    });
  });
});
