/** The Electron transport: the preload's `window.congkak`, one function per operation. */
import type { ApiResult, CongkakBridge, OperationName } from '../../../../electron/contract';
import type { Transport } from './transport';

export function bridgeTransport(bridge: CongkakBridge): Transport {
  return {
    call(operation: OperationName, input: unknown): Promise<ApiResult<unknown>> {
      const method = bridge[operation] as (input: unknown) => Promise<ApiResult<unknown>>;
      return method(input);
    },
    subscribe: (listener) => bridge.onEvent(listener),
  };
}
