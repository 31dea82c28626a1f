export { ApiError } from './api-error';
export { createApiClient } from './create-api-client';
export type { ApiClient } from './transport';
export { codeText, errorText } from './error-text';
