import { channelFor, fail, type ApiResult, type OperationName } from '../contract';
import { isTrustedSender } from './url-policy';

// The IPC wiring as data: one channel per contract operation, derived from the
// contract's list (never hand-copied), and one handler shape for all of them.

interface IpcRoute {
  channel: string;
  operation: OperationName;
}

export function ipcRoutes(operations: readonly OperationName[]): IpcRoute[] {
  return operations.map((operation) => ({ channel: channelFor(operation), operation }));
}

/** The part of the services the IPC layer needs. */
export interface OperationHandler {
  handle(operation: string, rawInput: unknown): Promise<ApiResult<unknown>>;
}

/**
 * Answers one IPC call: refuses senders that are not the app's own pages, then
 * lets the services validate the payload and do the work. A throw (a bug)
 * becomes an `internal` error value, so the renderer always gets an ApiResult.
 */
export async function answerIpcCall(
  handler: OperationHandler,
  route: IpcRoute,
  senderFrameUrl: string | null | undefined,
  rawInput: unknown,
  logError: (message: string) => void,
): Promise<ApiResult<unknown>> {
  if (!isTrustedSender(senderFrameUrl)) {
    logError(`refused ${route.channel} from untrusted sender ${String(senderFrameUrl)}`);
    return fail('forbidden', 'This window may not call the app.');
  }
  try {
    return await handler.handle(route.operation, rawInput);
  } catch (error) {
    logError(`${route.channel} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return fail('internal', 'Something went wrong inside the app.');
  }
}
