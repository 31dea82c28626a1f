import { EVENT_CHANNEL, OPERATION_NAMES, channelFor, type AppEvent, type CongkakBridge, type ResultApi } from '../contract';

/** The slice of Electron's ipcRenderer the bridge uses (kept narrow so it can be faked). */
interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * `window.congkak`: one named function per contract operation, each sending
 * exactly one argument on its own channel, plus `onEvent`. Neither the IPC
 * event object nor ipcRenderer itself ever reaches the page, so a compromised
 * page cannot send on arbitrary channels or reply to the main process.
 */
export function createBridge(ipc: IpcRendererLike): CongkakBridge {
  const operations = Object.fromEntries(
    OPERATION_NAMES.map((operation) => {
      const channel = channelFor(operation);
      return [operation, (input: unknown) => ipc.invoke(channel, input)];
    }),
  ) as unknown as ResultApi;

  function onEvent(listener: (event: AppEvent) => void): () => void {
    if (typeof listener !== 'function') throw new TypeError('onEvent needs a function');
    const forward = (_ipcEvent: unknown, appEvent: unknown) => listener(appEvent as AppEvent);
    ipc.on(EVENT_CHANNEL, forward);
    return () => {
      ipc.removeListener(EVENT_CHANNEL, forward);
    };
  }

  return { ...operations, onEvent };
}
