/**
 * The browser-mode transport: `POST /api/<operation>` with the bearer token, and
 * app events from `GET /api/events?token=…` (EventSource cannot send headers).
 */
import { isApiErrorCode, type ApiResult, type AppEvent, type OperationName } from '../../../../electron/contract';
import type { Transport } from './transport';

/** What the transport uses of an EventSource (a fake in tests). */
type EventStream = Pick<EventSource, 'onmessage' | 'onopen' | 'onerror' | 'close' | 'readyState'>;

interface HttpTransportOptions {
  token: string;
  fetch: typeof globalThis.fetch;
  EventSource: new (url: string) => EventStream;
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
/** EventSource.CLOSED: the browser gave up on the stream (an answer that is no event stream) and does not reconnect. */
const GIVEN_UP = 2;

/** Each subscription its own entry: one listener subscribed twice is two subscriptions, each ended by its own call. */
interface Subscription<T> {
  readonly listener: T;
}

export function httpTransport(options: HttpTransportOptions): Transport {
  const base = options.baseUrl ?? '';
  const subscriptions = new Set<Subscription<(event: AppEvent) => void>>();
  const openWatchers = new Set<Subscription<() => void>>();
  let source: EventStream | null = null;
  /** Resolves when the stream is open: the server subscribes it before it answers, so nothing sent after is lost. */
  let opened: Promise<void> = Promise.resolve();

  /** Calls each one; one that throws is reported apart and does not keep the others from being called. */
  function callEach<T>(entries: Iterable<Subscription<T>>, call: (listener: T) => void): void {
    for (const { listener } of [...entries]) {
      try {
        call(listener);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  // One EventSource shared by every subscriber, opened on the first and closed after the last.
  function openStream(): void {
    const stream = new options.EventSource(`${base}/api/events?token=${encodeURIComponent(options.token)}`);
    source = stream;
    let settle: () => void = () => undefined;
    let isOpen = false;
    // Until it is open (again), what the services send is missed: a screen that asks for what pushes events waits.
    const waitForOpen = () => {
      opened = new Promise((resolve) => {
        settle = resolve;
        // A stream that cannot open (the server gone) must not hold the screen: the calls say what is wrong.
        setTimeout(resolve, OPEN_TIMEOUT_MS);
      });
    };
    waitForOpen();
    stream.onopen = () => {
      isOpen = true;
      settle();
      // Open, or open again after a drop (the browser reconnects by itself): whoever keeps a state reads it again.
      if (source === stream) callEach(openWatchers, (listener) => listener());
    };
    stream.onerror = () => {
      if (source !== stream) return;
      if (stream.readyState === GIVEN_UP) settle();
      // Dropped after it was open: wait for it again (still connecting the first time: the same wait goes on).
      else if (isOpen) waitForOpen();
      isOpen = false;
    };
    stream.onmessage = (message: MessageEvent) => {
      let event: AppEvent;
      try {
        event = JSON.parse(String(message.data)) as AppEvent;
      } catch {
        return;
      }
      callEach(subscriptions, (listener) => listener(event));
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
      const subscription = { listener };
      subscriptions.add(subscription);
      if (source === null) openStream();
      return () => {
        // Ended once: a second call must not end another subscriber's stream.
        if (!subscriptions.delete(subscription) || subscriptions.size > 0 || source === null) return;
        source.close();
        source = null;
      };
    },

    onConnected(listener) {
      const watcher = { listener };
      openWatchers.add(watcher);
      return () => void openWatchers.delete(watcher);
    },
  };
}
