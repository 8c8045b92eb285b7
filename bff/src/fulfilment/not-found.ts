/** The 404 bodies of the fulfilment calls; another customer's order or request answers the same as a missing one. */
export const ORDER_NOT_FOUND = { message: 'Order not found', code: 'order_not_found' };
export const REQUEST_NOT_FOUND = { message: 'Request not found', code: 'request_not_found' };
export const DOCUMENT_NOT_FOUND = { message: 'Document not found: upload it to this order first.', code: 'document_not_found' };
