import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../../test/browser-fakes';
import { uploadCustomerDocument, uploadStaffDocument } from './upload-document';

/** Just enough of XMLHttpRequest to see what is sent and to answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadStaffDocument', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    localStorage.setItem('adminToken', 'adm-1');
    localStorage.setItem('token', 'cust-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
    localStorage.clear();
  });

  it('sends the file itself with its kind and name, the XSRF token and the admin bearer, and reports progress', async () => {
    const file = new File(['%PDF-1.7'], 'EIN letter.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const done = uploadStaffDocument({ orderId: 'o-1', file, kind: 'ein_confirmation', onProgress: (s) => progress.push(s) });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(file));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost:3000/api/admin/orders/o-1/documents?kind=ein_confirmation&fileName=EIN+letter.pdf');
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/pdf', 'X-XSRF-TOKEN': 'tok', Authorization: 'Bearer adm-1' });
    expect(xhr.withCredentials).toBe(true);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
    xhr.answer(201, { success: true, data: { id: 'd-1' } });
    await expect(done).resolves.toEqual({ id: 'd-1' });
    expect(progress).toEqual([0.5]);
  });

  it("declares a file of another type as octet-stream and rejects with the server's message", async () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const done = uploadStaffDocument({ orderId: 'o-1', file, kind: 'other', onProgress: () => undefined });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(file));
    expect(FakeXhr.last.headers['Content-Type']).toBe('application/octet-stream');
    FakeXhr.last.answer(400, { success: false, message: 'Only PDF, PNG and JPEG files can be uploaded.', code: 'unsupported_file_type' });
    await expect(done).rejects.toMatchObject({
      status: 400,
      message: 'Only PDF, PNG and JPEG files can be uploaded.',
      code: 'unsupported_file_type',
    });
  });

  it("sends a customer's file to their own order with the customer bearer", async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'passport.png', { type: 'image/png' });
    const done = uploadCustomerDocument({ orderId: 'o-1', file, onProgress: () => undefined });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(file));
    expect(FakeXhr.last.url).toBe('http://localhost:3000/api/my/orders/o-1/documents?fileName=passport.png');
    expect(FakeXhr.last.headers.Authorization).toBe('Bearer cust-1');
    FakeXhr.last.answer(201, { success: true, data: { id: 'd-2' } });
    await expect(done).resolves.toEqual({ id: 'd-2' });
  });
});
