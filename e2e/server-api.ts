// A browser-mode server's HTTP API as the tests outside a page call it:
// `POST /api/<operation>` with the token of the server's address.
import type { ApiResult } from '../electron/contract';

export interface ServerApi {
  call<T>(operation: string, input?: unknown): Promise<ApiResult<T>>;
  /** The value, or throws with the operation's error. */
  value<T>(operation: string, input?: unknown): Promise<T>;
}

/** `address`: the server's ready-line address, token included. */
export function serverApi(address: string): ServerApi {
  const url = new URL(address);
  const token = url.searchParams.get('token') ?? '';
  async function call<T>(operation: string, input: unknown = {}): Promise<ApiResult<T>> {
    const response = await fetch(new URL(`/api/${operation}`, url.origin), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    return (await response.json()) as ApiResult<T>;
  }
  return {
    call,
    async value<T>(operation: string, input: unknown = {}) {
      const result = await call<T>(operation, input);
      if (!result.ok) throw new Error(`${operation}: ${result.error.code}: ${result.error.message}`);
      return result.value;
    },
  };
}
