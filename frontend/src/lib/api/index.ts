export { ApiError, errorMessage, isApiError, request, requestBlob } from './http';
export { callApi, pathOf } from './client';
export { queryKeys } from './query-keys';
export type { ApiBody, ApiData, ApiQuery } from './client';
