import { callApi, type ApiBody, type ApiData } from '../../lib/api';
import { uploadCustomerDocument } from '../../lib/api/upload-document';

export type PhaseStep = ApiData<'myOrder'>['phaseTimeline'][number];
export type CompletionEstimate = NonNullable<ApiData<'myOrder'>['estimatedCompletion']>;
export type OrderRequest = ApiData<'myOrder'>['requests'][number];
export type OrderMessage = ApiData<'myOrderMessages'>[number];
export type PhaseMove = ApiBody<'adminOrderPhase'>;

/** Both sides of a thread read and write it the same way; only the calls differ. */
export interface ThreadApi {
  list: (signal?: AbortSignal) => Promise<OrderMessage[]>;
  send: (body: string, documentId?: string) => Promise<OrderMessage>;
  /**
   * Files a document a message carries; only the customer's side has it, as a file the team
   * sends is a document filed in the vault, with its own mail.
   */
  attach?: (file: File) => Promise<{ id: string }>;
}

export const customerThread = (id: string): ThreadApi => ({
  list: (signal) => callApi('myOrderMessages', { params: { id }, signal }).then((r) => r.data),
  send: (body, documentId) =>
    callApi('myOrderMessageSend', { params: { id }, body: documentId ? { body, documentId } : { body } }).then((r) => r.data),
  attach: (file) => uploadCustomerDocument({ orderId: id, file, onProgress: () => undefined }),
});

export const staffThread = (id: string): ThreadApi => ({
  list: (signal) => callApi('adminOrderMessages', { params: { id }, signal }).then((r) => r.data),
  send: (body) => callApi('adminOrderMessageSend', { params: { id }, body: { body } }).then((r) => r.data),
});

export const answerRequest = (id: string, requestId: string, answer: string, documentId?: string) =>
  callApi('myOrderRequestAnswer', { params: { id, requestId }, body: documentId ? { answer, documentId } : { answer } }).then(
    (r) => r.data,
  );

export const movePhase = (id: string, body: PhaseMove) => callApi('adminOrderPhase', { params: { id }, body }).then((r) => r.data);

export const raiseRequest = (id: string, body: ApiBody<'adminOrderRequestCreate'>) =>
  callApi('adminOrderRequestCreate', { params: { id }, body }).then((r) => r.data);

export const withdrawRequest = (id: string, requestId: string) =>
  callApi('adminOrderRequestWithdraw', { params: { id, requestId } }).then((r) => r.data);
