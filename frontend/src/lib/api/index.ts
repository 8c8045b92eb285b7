export { ApiError, ensureXsrfToken, errorMessage, isApiError, request, requestBlob, XSRF_COOKIE, XSRF_HEADER } from './http';
export type { AuthKind, HttpMethod, RequestOptions } from './http';
export { callApi, pathOf } from './client';
export { queryKeys } from './query-keys';
export type { ApiAnswer, ApiBody, ApiData, ApiParams, ApiQuery, CallOptions } from './client';
