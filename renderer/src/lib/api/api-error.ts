import type { ApiErrorBody, ApiErrorCode } from '../../../../electron/contract';

/** A failed operation, as the screens receive it: a code to react to and a message to show. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;

  constructor({ code, message }: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}
