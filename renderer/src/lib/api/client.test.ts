import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, OPERATION_NAMES, type AppEvent, type CongkakBridge, type ResultApi } from '../../../../electron/contract';
import { ApiError } from './api-error';
import { createApiClient, tokenFromSearch } from './create-api-client';
import { httpTransport } from './http-transport';
import { createClient } from './transport';

const TOKEN = 'a'.repeat(64);

interface Recorded {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(answer: (url: string) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    return answer(String(url));
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent) => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The connection dropped: the browser reconnects by itself (CONNECTING), or gives up (CLOSED). */
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.();
  }
  emit(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function httpClient(fetch: typeof globalThis.fetch) {
  return createClient(httpTransport({ token: TOKEN, fetch, EventSource: FakeEventSource as unknown as typeof EventSource }));
}

describe('HTTP transport', () => {
  it('posts the input as JSON with the bearer token and returns the value', async () => {
    const { fetch, requests } = fakeFetch(() => json({ ok: true, value: DEFAULT_SETTINGS }));
    const settings = await httpClient(fetch).updateSettings({ theme: 'dark' });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/updateSettings');
    expect(requests[0]?.init?.method).toBe('POST');
    expect(requests[0]?.init?.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' });
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({ theme: 'dark' });
  });

  it('throws an ApiError with the server’s code and message', async () => {
    const { fetch } = fakeFetch(() => json({ ok: false, error: { code: 'illegal-move', message: 'Hole 3 is empty.' } }, 422));
    const failure = httpClient(fetch).playMove({ gameId: 1, move: { hole: 3 } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'illegal-move', message: 'Hole 3 is empty.' });
  });

  it('reports an unreachable server as unavailable', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(httpClient(fetch).getSettings({})).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('reports an answer that is not an ApiResult as unavailable', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>proxy error</html>', { status: 502 }));
    await expect(httpClient(fetch).getSettings({})).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/502/) });
    const { fetch: oddFetch } = fakeFetch(() => json({ ok: false, error: { code: 'teapot', message: 'x' } }, 418));
    await expect(httpClient(oddFetch).getSettings({})).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('says when its event stream is open, so that nothing sent after is missed', async () => {
    FakeEventSource.opened = [];
    const client = httpClient(fakeFetch(() => json({ ok: true, value: null })).fetch);
    await client.eventsConnected();
    client.onEvent(() => undefined);
    let connected = false;
    void client.eventsConnected().then(() => (connected = true));
    await Promise.resolve();
    expect(connected).toBe(false);
    FakeEventSource.opened[0]?.onopen?.();
    await vi.waitFor(() => expect(connected).toBe(true));
  });

  it('shares one event stream among subscribers and closes it after the last', () => {
    FakeEventSource.opened = [];
    const client = httpClient(fakeFetch(() => json({ ok: true, value: null })).fetch);
    const first: AppEvent[] = [];
    const second: AppEvent[] = [];
    const stopFirst = client.onEvent((event) => first.push(event));
    const stopSecond = client.onEvent((event) => second.push(event));
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0];
    if (!source) throw new Error('no stream');
    expect(source.url).toBe(`/api/events?token=${TOKEN}`);

    const event: AppEvent = { type: 'settings-updated', settings: DEFAULT_SETTINGS };
    source.emit(JSON.stringify(event));
    source.emit('not json');
    expect(first).toEqual([event]);
    expect(second).toEqual([event]);

    stopFirst();
    expect(source.closed).toBe(false);
    stopSecond();
    expect(source.closed).toBe(true);
  });

  it('counts each subscription, so one listener subscribed twice still hears after one unsubscribes', () => {
    FakeEventSource.opened = [];
    const client = httpClient(fakeFetch(() => json({ ok: true, value: null })).fetch);
    const heard: AppEvent[] = [];
    const listener = (event: AppEvent) => heard.push(event);
    const stopOne = client.onEvent(listener);
    client.onEvent(listener);
    stopOne();
    stopOne();
    const source = FakeEventSource.opened[0];
    expect(source?.closed).toBe(false);
    const event: AppEvent = { type: 'settings-updated', settings: DEFAULT_SETTINGS };
    source?.emit(JSON.stringify(event));
    expect(heard).toEqual([event]);
  });

  it('a listener that throws does not keep the event from the others', () => {
    FakeEventSource.opened = [];
    const client = httpClient(fakeFetch(() => json({ ok: true, value: null })).fetch);
    const heard: AppEvent[] = [];
    const thrown: unknown[] = [];
    const report = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        thrown.push(error);
      }
    });
    client.onEvent(() => {
      throw new Error('a screen failed');
    });
    client.onEvent((event) => heard.push(event));
    FakeEventSource.opened[0]?.emit(JSON.stringify({ type: 'settings-updated', settings: DEFAULT_SETTINGS }));
    report.mockRestore();
    expect(heard).toHaveLength(1);
    expect(thrown).toEqual([new Error('a screen failed')]);
  });

  it('tells each time its stream opens again (what was sent meanwhile is missed), and waits for it again after a drop', async () => {
    FakeEventSource.opened = [];
    const client = httpClient(fakeFetch(() => json({ ok: true, value: null })).fetch);
    const opens = vi.fn();
    client.onEvent(() => undefined);
    const stopTelling = client.onEventsConnected(opens);
    const source = FakeEventSource.opened[0];
    if (!source) throw new Error('no stream');
    source.open();
    expect(opens).toHaveBeenCalledOnce();
    await client.eventsConnected();

    source.fail(0);
    let connected = false;
    void client.eventsConnected().then(() => (connected = true));
    await Promise.resolve();
    expect(connected).toBe(false);
    source.open();
    await vi.waitFor(() => expect(connected).toBe(true));
    expect(opens).toHaveBeenCalledTimes(2);

    stopTelling();
    source.fail(0);
    source.open();
    expect(opens).toHaveBeenCalledTimes(2);
  });

  it('a stream the browser gave up on does not hold the screens: they go on, and the calls say what is wrong', async () => {
    FakeEventSource.opened = [];
    const client = httpClient(fakeFetch(() => json({ ok: true, value: null })).fetch);
    client.onEvent(() => undefined);
    let goneOn = false;
    void client.eventsConnected().then(() => (goneOn = true));
    FakeEventSource.opened[0]?.fail(2);
    await vi.waitFor(() => expect(goneOn).toBe(true), { timeout: 500 });
  });

  it('a stream closed after its last subscriber and opened again by the next tells that subscriber when it is open', () => {
    FakeEventSource.opened = [];
    const client = httpClient(fakeFetch(() => json({ ok: true, value: null })).fetch);
    client.onEvent(() => undefined)();
    const opens = vi.fn();
    client.onEventsConnected(opens);
    client.onEvent(() => undefined);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[0]?.open();
    expect(opens).not.toHaveBeenCalled();
    FakeEventSource.opened[1]?.open();
    expect(opens).toHaveBeenCalledOnce();
  });
});

describe('bridge transport', () => {
  function fakeBridge() {
    const calls: [string, unknown][] = [];
    const listeners = new Set<(event: AppEvent) => void>();
    const operations = Object.fromEntries(
      OPERATION_NAMES.map((name) => [
        name,
        (input: unknown) => {
          calls.push([name, input]);
          return Promise.resolve(name === 'resign' ? { ok: false, error: { code: 'game-over', message: 'Game #1 is over.' } } : { ok: true, value: `${name} done` });
        },
      ]),
    ) as unknown as ResultApi;
    const bridge = {
      ...operations,
      onEvent(listener: (event: AppEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } satisfies CongkakBridge;
    return { bridge, calls, listeners };
  }

  it('is chosen when window.congkak exists, and calls its named functions', async () => {
    const { bridge, calls } = fakeBridge();
    const { fetch, requests } = fakeFetch(() => json({ ok: true, value: null }));
    const client = createApiClient({ congkak: bridge, location: { search: '' }, fetch, EventSource: FakeEventSource as unknown as typeof EventSource });
    expect(await client.getGame({ gameId: 4 })).toBe('getGame done');
    expect(calls).toEqual([['getGame', { gameId: 4 }]]);
    expect(requests).toEqual([]);
  });

  it('turns error results into ApiErrors and forwards events', async () => {
    const { bridge, listeners } = fakeBridge();
    const client = createApiClient({ congkak: bridge, location: { search: '' }, fetch: fakeFetch(() => json(null)).fetch, EventSource: FakeEventSource as unknown as typeof EventSource });
    await expect(client.resign({ gameId: 1, player: 0 })).rejects.toMatchObject({ name: 'ApiError', code: 'game-over' });
    const received: AppEvent[] = [];
    const stop = client.onEvent((event) => received.push(event));
    const event: AppEvent = { type: 'settings-updated', settings: DEFAULT_SETTINGS };
    for (const listener of listeners) listener(event);
    stop();
    expect(received).toEqual([event]);
    expect(listeners.size).toBe(0);
  });
});

describe('createApiClient without a bridge', () => {
  it('uses HTTP with the token of the page URL', async () => {
    const { fetch, requests } = fakeFetch(() => json({ ok: true, value: [] }));
    const client = createApiClient({ location: { search: `?token=${TOKEN}&x=1` }, fetch, EventSource: FakeEventSource as unknown as typeof EventSource });
    expect(await client.listUnfinishedGames({})).toEqual([]);
    expect(requests[0]?.init?.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
  });

  it('reads the token from the query string', () => {
    expect(tokenFromSearch(`?token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromSearch('?token=')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });
});
