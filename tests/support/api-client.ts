import { freshAdminCode, TEST_ADMIN } from './admin-login';

/** A small HTTP client that behaves like the SPA: keeps cookies, echoes the XSRF cookie, sends a bearer token. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();
  token?: string;

  constructor(readonly baseUrl: string) {}

  get xsrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    opts: {
      xsrf?: boolean;
      token?: string | null;
      headers?: Record<string, string>;
      /** A body sent as it is: text, bytes, or a stream sent as it is produced (a file upload). */
      raw?: string | Uint8Array | ReadableStream<Uint8Array>;
      signal?: AbortSignal;
    } = {},
  ): Promise<ApiResponse<T>> {
    if (method !== 'GET' && opts.xsrf !== false && !this.xsrf) await this.request('GET', '/api/auth/csrf');
    const headers: Record<string, string> = { ...opts.headers };
    if (body !== undefined || opts.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && opts.xsrf !== false && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    const token = opts.token === null ? undefined : (opts.token ?? this.token);
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      signal: opts.signal,
      body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      ...(opts.raw instanceof ReadableStream && { duplex: 'half' }),
    } as RequestInit);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string, opts?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('GET', path, undefined, opts);
  }
  post<T = any>(path: string, body?: unknown, opts?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('POST', path, body ?? {}, opts);
  }
  put<T = any>(path: string, body?: unknown, opts?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('PUT', path, body ?? {}, opts);
  }
  patch<T = any>(path: string, body?: unknown, opts?: Parameters<ApiClient['request']>[3]) {
    return this.request<T>('PATCH', path, body ?? {}, opts);
  }

  /**
   * Signs a staff member in (the test admin unless told) and keeps the token: the password, then a
   * code of its second factor when it has one. A code another process used first is retried with the next.
   */
  async adminLogin(
    who: { email: string; password: string; totpSecret?: string } = TEST_ADMIN,
    opts: Parameters<ApiClient['request']>[3] = {},
  ): Promise<{ admin: { id: string; email: string; role: string }; token: string }> {
    const first = await this.post('/api/admin/auth/login', { email: who.email, password: who.password }, opts);
    if (first.status !== 200) throw new Error(`admin login failed: ${first.status} ${JSON.stringify(first.body)}`);
    let res = first;
    for (let attempt = 0; res.body.twoFactorRequired && attempt < 3; attempt++) {
      if (!who.totpSecret) throw new Error(`${who.email} has a second factor; give its secret to sign in`);
      const code = await freshAdminCode(this.baseUrl, who.totpSecret);
      const second = await this.post('/api/admin/auth/login/2fa', { challengeId: first.body.challengeId, code }, opts);
      if (second.status !== 200 && second.status !== 400)
        throw new Error(`admin second factor failed: ${second.status} ${JSON.stringify(second.body)}`);
      if (second.status === 200) res = second;
    }
    if (!res.body.token) throw new Error(`admin login was not finished: ${JSON.stringify(res.body)}`);
    this.token = res.body.token;
    return res.body;
  }

  /** Signs up a fresh customer and keeps their token. */
  async signup(overrides: Record<string, string> = {}) {
    const email = overrides.email ?? `c${Date.now()}${Math.random().toString(36).slice(2, 7)}@example.com`;
    const res = await this.post('/api/auth/signup', {
      firstName: 'Dana',
      lastName: 'Rivera',
      email,
      password: 'Correct-horse-42',
      phone: '+1 555 010 2000',
      ...overrides,
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.token;
    return res.body as { user: { id: string; email: string }; token: string };
  }
}
