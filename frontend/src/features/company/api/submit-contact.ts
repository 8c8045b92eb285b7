import { callApi, type ApiBody } from '../../../lib/api';

/** POST /api/contact. The api client adds the XSRF header and throws ApiError on failure. */
export function submitContact(body: ApiBody<'contact'>) {
  return callApi('contact', { body });
}
