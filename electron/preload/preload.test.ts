import { build } from 'esbuild';
import { createContext, runInContext } from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNEL, OPERATION_NAMES } from '../contract';
import { preloadBuildOptions, ROOT } from '../../build/build-electron';

// The preload is tested as it ships: the esbuild bundle, run in a fresh VM
// context whose require knows only 'electron' (like a sandboxed preload).

interface FakeElectron {
  exposed: Map<string, unknown>;
  invoke: ReturnType<typeof vi.fn>;
  listeners: Map<string, Set<(...args: unknown[]) => void>>;
  required: string[];
}

let bundle = '';

beforeAll(async () => {
  const result = await build({ ...preloadBuildOptions(ROOT), write: false, sourcemap: false, logLevel: 'silent' });
  bundle = result.outputFiles?.[0]?.text ?? '';
});

function loadPreload(): FakeElectron {
  const fake: FakeElectron = { exposed: new Map(), invoke: vi.fn(async () => ({ ok: true, value: 'answer' })), listeners: new Map(), required: [] };
  const electron = {
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => fake.exposed.set(key, api),
    },
    ipcRenderer: {
      invoke: fake.invoke,
      on(channel: string, listener: (...args: unknown[]) => void) {
        const set = fake.listeners.get(channel) ?? new Set();
        set.add(listener);
        fake.listeners.set(channel, set);
      },
      removeListener(channel: string, listener: (...args: unknown[]) => void) {
        fake.listeners.get(channel)?.delete(listener);
      },
    },
  };
  const sandboxRequire = (name: string): unknown => {
    fake.required.push(name);
    if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
    return electron;
  };
  const module = { exports: {} };
  const context = createContext({ require: sandboxRequire, module, exports: module.exports });
  runInContext(bundle, context, { filename: 'preload.cjs' });
  return fake;
}

function exposedBridge(fake: FakeElectron): Record<string, (...args: unknown[]) => unknown> {
  return fake.exposed.get('congkak') as Record<string, (...args: unknown[]) => unknown>;
}

function emit(fake: FakeElectron, channel: string, ...args: unknown[]): void {
  for (const listener of fake.listeners.get(channel) ?? []) listener(...args);
}

describe('bundled preload', () => {
  it('is one self-contained file that requires only electron', () => {
    const fake = loadPreload();
    expect(new Set(fake.required)).toEqual(new Set(['electron']));
    expect([...fake.exposed.keys()]).toEqual(['congkak']);
  });

  it("exposes exactly the contract's operations plus onEvent, all functions", () => {
    const bridge = exposedBridge(loadPreload());
    expect(Object.keys(bridge).sort()).toEqual([...OPERATION_NAMES, 'onEvent'].sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    expect(bridge).not.toHaveProperty('invoke');
    expect(bridge).not.toHaveProperty('ipcRenderer');
  });

  it.each(OPERATION_NAMES)('%s invokes congkak:%s with the input only and returns the answer', async (operation) => {
    const fake = loadPreload();
    const input = { probe: operation };
    const answer = await exposedBridge(fake)[operation]?.(input, 'extra argument ignored');
    expect(fake.invoke).toHaveBeenCalledExactlyOnceWith(`congkak:${operation}`, input);
    expect(answer).toEqual({ ok: true, value: 'answer' });
  });

  it('onEvent passes the app event, never the IPC event, until unsubscribed', () => {
    const fake = loadPreload();
    const received: unknown[][] = [];
    const unsubscribe = exposedBridge(fake).onEvent?.((...args: unknown[]) => received.push(args)) as () => void;
    const ipcEvent = { sender: 'ipcRenderer', ports: [] };
    const appEvent = { type: 'settings-updated', settings: {} };
    emit(fake, EVENT_CHANNEL, ipcEvent, appEvent);
    expect(received).toEqual([[appEvent]]);

    unsubscribe();
    emit(fake, EVENT_CHANNEL, ipcEvent, appEvent);
    expect(received).toHaveLength(1);
    expect(fake.listeners.get(EVENT_CHANNEL)?.size).toBe(0);
  });

  it('onEvent listens only on the event channel', () => {
    const fake = loadPreload();
    exposedBridge(fake).onEvent?.(() => undefined);
    expect([...fake.listeners.keys()]).toEqual([EVENT_CHANNEL]);
  });
});
