import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';
import { queryKeys } from './query-keys';

/**
 * The signed-in customer's orders, newest first: their dashboard lists them, and the checkout reads
 * them to point at an open order that already includes the filing being bought.
 */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: queryKeys.my.orders(),
    queryFn: ({ signal }) => callApi('myOrders', { signal }).then((body) => body.data.items),
  });
