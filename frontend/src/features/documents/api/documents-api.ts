import { queryOptions } from '@tanstack/react-query';
import { API_URL } from '../../../config/env';
import { callApi, queryKeys } from '../../../lib/api';

/** An order's documents sit under the order's own key, so refreshing the order refreshes them too. */
export const myDocumentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...queryKeys.my.order(orderId), 'documents'] as const,
    queryFn: ({ signal }) => callApi('myDocuments', { params: { id: orderId }, signal }).then((body) => body.data),
  });

export const adminDocumentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...queryKeys.admin.order(orderId), 'documents'] as const,
    queryFn: ({ signal }) => callApi('adminDocuments', { params: { id: orderId }, signal }).then((body) => body.data),
  });

export type DocumentAudience = 'customer' | 'admin';

/**
 * Downloads one document: asks for a short-lived signed link, then follows it. The answer is an
 * attachment, so the browser saves the file and the page stays where it is.
 */
export async function downloadDocument(audience: DocumentAudience, orderId: string, documentId: string): Promise<void> {
  const params = { id: orderId, documentId };
  const { data } = audience === 'customer' ? await callApi('myDocumentLink', { params }) : await callApi('adminDocumentLink', { params });
  const link = document.createElement('a');
  link.href = `${API_URL}${data.url}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
