export { ApiError } from './api-error';
export { createApiClient, tokenFromSearch, type ClientEnvironment } from './create-api-client';
export type { ApiClient } from './transport';
