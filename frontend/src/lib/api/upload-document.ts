import { MAX_DOCUMENT_BYTES, PERSIST_KEYS, UPLOAD_CONTENT_TYPES, type AdminDocumentDto, type DocumentDto } from '@filebridge/contracts';
import { API_URL } from '../../config/env';
import { pathOf } from './client';
import { ApiError, ensureXsrfToken, XSRF_HEADER } from './http';

interface UploadRequest {
  orderId: string;
  file: File;
  /** Called as the bytes leave, with the share sent so far (0 to 1). */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}

/** What the vault refuses without asking the server: an empty file or one over the size limit. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return 'This file is empty. Choose another file.';
  if (file.size > MAX_DOCUMENT_BYTES) return `This file is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB. Choose a smaller file.`;
  return null;
}

function toError(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { message?: string; code?: string };
    if (body.message) return new ApiError(status, body.message, body.code ?? `HTTP_${status}`, undefined, body.message, body);
  } catch {
    // Not JSON: a proxy's page. The status says enough.
  }
  return new ApiError(status, `The upload failed (status ${status}). Please try again.`, `HTTP_${status}`);
}

/** Files a document into an order as staff, of the kind chosen; the customer is mailed about it. */
export const uploadStaffDocument = ({ kind, ...r }: UploadRequest & { kind: string }) =>
  send<AdminDocumentDto>(
    `${pathOf('adminDocumentUpload', { id: r.orderId })}?${new URLSearchParams({ kind, fileName: r.file.name })}`,
    'adminToken',
    r,
  );

/** Sends the team a file for one of the customer's orders (an answer to a request, an attachment). */
export const uploadCustomerDocument = (r: UploadRequest) =>
  send<DocumentDto>(`${pathOf('myDocumentUpload', { id: r.orderId })}?${new URLSearchParams({ fileName: r.file.name })}`, 'token', r);

/**
 * The file itself as the request body, sent with XMLHttpRequest because fetch cannot report how
 * much of a body has gone. The server judges the type by the file's bytes; the declared type is
 * only a hint.
 */
async function send<T>(path: string, tokenKey: 'token' | 'adminToken', { file, onProgress, signal }: UploadRequest): Promise<T> {
  const xsrf = await ensureXsrfToken();
  const type = (UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type) ? file.type : 'application/octet-stream';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', type);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    const token = localStorage.getItem(PERSIST_KEYS[tokenKey]);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve((JSON.parse(xhr.responseText) as { data: T }).data);
      else reject(toError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'The upload did not reach the server. Check your connection and try again.', 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new ApiError(0, 'The upload was cancelled.', 'ABORTED'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
