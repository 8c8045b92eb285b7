/** The account holder's own data: a JSON copy, a ZIP of their documents, and closing the account. */
import { callApi, pathOf, requestBlob, type ApiBody } from '../../../lib/api';

const today = () => new Date().toISOString().slice(0, 10);

export async function downloadMyData(): Promise<{ blob: Blob; filename: string }> {
  const { data } = await callApi('myData');
  return { blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename: `my-filebridge-data-${today()}.json` };
}

export async function downloadMyDocuments(): Promise<{ blob: Blob; filename: string }> {
  return { blob: await requestBlob(pathOf('myDocumentsZip'), { auth: 'customer' }), filename: `my-filebridge-documents-${today()}.zip` };
}

export const closeAccount = (body: ApiBody<'closeAccount'>) => callApi('closeAccount', { body });
