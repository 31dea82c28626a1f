/**
 * The browser-mode transport: `POST /api/<operation>` with the bearer token, and
 * app events from `GET /api/events?token=…` (EventSource cannot send headers).
 */
import { isApiErrorCode, type ApiResult, type AppEvent, type OperationName } from '../../../../electron/contract';
import type { Transport } from './transport';

interface HttpTransportOptions {
  token: string;
  fetch: typeof globalThis.fetch;
  EventSource: new (url: string) => Pick<EventSource, 'onmessage' | 'onopen' | 'close'>;
  /** Origin the API lives on; '' for the page's own origin. */
  baseUrl?: string;
}

function isApiResult(value: unknown): value is ApiResult<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  if (value.ok === true) return 'value' in value;
  if (value.ok !== false || !('error' in value) || typeof value.error !== 'object' || value.error === null) return false;
  const error = value.error as { code?: unknown; message?: unknown };
  return isApiErrorCode(error.code) && typeof error.message === 'string';
}

/** How long a screen waits for the event stream to open before it goes on anyway. */
const OPEN_TIMEOUT_MS = 3_000;

export function httpTransport(options: HttpTransportOptions): Transport {
  const base = options.baseUrl ?? '';
  const listeners = new Set<(event: AppEvent) => void>();
  let source: Pick<EventSource, 'onmessage' | 'onopen' | 'close'> | null = null;
  /** Resolves when the stream is open: the server subscribes it before it answers, so nothing sent after is lost. */
  let opened: Promise<void> = Promise.resolve();

  // One EventSource shared by every subscriber, opened on the first and closed after the last.
  function openStream() {
    const stream = new options.EventSource(`${base}/api/events?token=${encodeURIComponent(options.token)}`);
    source = stream;
    opened = new Promise((resolve) => {
      stream.onopen = () => resolve();
      // A stream that cannot open (the server gone) must not hold the screen: the calls say what is wrong.
      setTimeout(resolve, OPEN_TIMEOUT_MS);
    });
    source.onmessage = (message: MessageEvent) => {
      let event: AppEvent;
      try {
        event = JSON.parse(String(message.data)) as AppEvent;
      } catch {
        return;
      }
      for (const listener of listeners) listener(event);
    };
  }

  return {
    async call(operation: OperationName, input: unknown): Promise<ApiResult<unknown>> {
      let response: Response;
      try {
        response = await options.fetch(`${base}/api/${operation}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        });
      } catch (error) {
        return { ok: false, error: { code: 'unavailable', message: `The app server cannot be reached (${String(error)}).` } };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      if (isApiResult(body)) return body;
      return { ok: false, error: { code: 'unavailable', message: `The app server answered ${response.status} without a result.` } };
    },

    connected: () => opened,

    subscribe(listener) {
      listeners.add(listener);
      if (source === null) openStream();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source !== null) {
          source.close();
          source = null;
        }
      };
    },
  };
}
