export { ApiError, ensureXsrfToken, errorMessage, isApiError, request, requestBlob, XSRF_HEADER } from './http';
export { callApi, pathOf } from './client';
export { queryKeys } from './query-keys';
export type { ApiBody, ApiData, ApiQuery } from './client';
