/**
 * What a transport does (preload bridge or HTTP + SSE) and the one client built
 * on top of either: a typed method per contract operation that resolves with the
 * value or rejects with an ApiError.
 */
import { OPERATION_NAMES, type Api, type ApiResult, type AppEvent, type OperationName } from '../../../../electron/contract';
import { ApiError } from './api-error';

export interface Transport {
  call(operation: OperationName, input: unknown): Promise<ApiResult<unknown>>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: AppEvent) => void): () => void;
  /**
   * Resolves once events sent from now on reach the subscribers: an event
   * stream still connecting misses what is sent meanwhile (browser mode).
   * Absent where events are never lost (the preload bridge).
   */
  connected?(): Promise<void>;
  /**
   * Calls `listener` each time the event stream opens (again) from now on:
   * what was sent while it was not open was missed, so a state kept from
   * events is read again. Absent where events are never lost (the bridge).
   */
  onConnected?(listener: () => void): () => void;
}

export type ApiClient = Api & {
  onEvent(listener: (event: AppEvent) => void): () => void;
  /** See Transport.connected: ask for what pushes events (a computer's moves) only once this resolves. */
  eventsConnected(): Promise<void>;
  /** See Transport.onConnected: read again what is kept from events, each time this calls. */
  onEventsConnected(listener: () => void): () => void;
};

export function createClient(transport: Transport): ApiClient {
  const methods = Object.fromEntries(
    OPERATION_NAMES.map((operation) => [
      operation,
      async (input: unknown) => {
        const result = await transport.call(operation, input);
        if (!result.ok) throw new ApiError(result.error);
        return result.value;
      },
    ]),
  );
  // One cast where the methods are generated from the contract's list; each
  // method's types come from the contract's Api type.
  return {
    ...(methods as unknown as Api),
    onEvent: (listener) => transport.subscribe(listener),
    eventsConnected: () => transport.connected?.() ?? Promise.resolve(),
    onEventsConnected: (listener) => transport.onConnected?.(listener) ?? (() => undefined),
  };
}
