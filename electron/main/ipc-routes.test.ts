import { describe, expect, it, vi } from 'vitest';
import { OPERATION_NAMES, ok, type ApiResult } from '../contract';
import { APP_ENTRY_URL } from './app-origin';
import { answerIpcCall, ipcRoutes, type OperationHandler } from './ipc-routes';

describe('ipcRoutes', () => {
  it('gives every contract operation its own congkak:<operation> channel', () => {
    const routes = ipcRoutes(OPERATION_NAMES);
    expect(routes.map((route) => route.operation)).toEqual(OPERATION_NAMES);
    for (const route of routes) expect(route.channel).toBe(`congkak:${route.operation}`);
    expect(new Set(routes.map((route) => route.channel)).size).toBe(OPERATION_NAMES.length);
  });
});

describe('answerIpcCall', () => {
  const [route] = ipcRoutes(['getGame']);
  if (!route) throw new Error('no route');

  function handlerAnswering(answer: () => Promise<ApiResult<unknown>>): OperationHandler & { handle: ReturnType<typeof vi.fn> } {
    return { handle: vi.fn(answer) };
  }

  it('forwards a trusted call to the services with the raw input', async () => {
    const handler = handlerAnswering(async () => ok({ id: 'g1' }));
    const input = { gameId: 'g1' };
    expect(await answerIpcCall(handler, route, `${APP_ENTRY_URL}#/play`, input, vi.fn())).toEqual(ok({ id: 'g1' }));
    expect(handler.handle).toHaveBeenCalledWith('getGame', input);
  });

  it.each([null, undefined, 'https://evil.example/', 'file:///tmp/x.html'])('refuses sender %s without calling the services', async (url) => {
    const handler = handlerAnswering(async () => ok(null));
    const logError = vi.fn();
    const result = await answerIpcCall(handler, route, url, {}, logError);
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(handler.handle).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('turns a throw into an internal error and logs it', async () => {
    const handler = handlerAnswering(async () => {
      throw new Error('database is locked');
    });
    const logError = vi.fn();
    const result = await answerIpcCall(handler, route, APP_ENTRY_URL, {}, logError);
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(String(logError.mock.calls[0]?.[0])).toContain('database is locked');
  });
});
