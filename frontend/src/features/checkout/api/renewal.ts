import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '../../../lib/api';

/** GET /api/my/businesses/:id/renewal: the business record a renewal's checkout starts from. */
export const renewalQuery = (businessId: string, serviceSlug: string) =>
  queryOptions({
    queryKey: queryKeys.my.renewal(businessId, serviceSlug),
    queryFn: ({ signal }) =>
      callApi('businessRenewal', { params: { id: businessId }, query: { service: serviceSlug }, signal }).then((b) => b.data),
  });

/** GET /api/my/businesses: the customer's businesses a checkout may be filled in from. */
export const businessChoicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.my.businesses(),
    queryFn: ({ signal }) => callApi('myBusinesses', { signal }).then((b) => b.data),
  });
