import { callApi, type ApiBody } from '../../../lib/api';

export type ApplicationKind = ApiBody<'apply'>['kind'];

/** POST /api/applications (partner and affiliate programmes). */
export function submitApplication(body: ApiBody<'apply'>) {
  return callApi('apply', { body });
}
