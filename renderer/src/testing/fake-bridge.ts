/**
 * A stand-in preload bridge for tests of the whole app: the settings are read
 * and saved (kept here), Home finds no unfinished game and a start that went
 * well, every other operation fails plainly, and the events are the test's to
 * send (`send`).
 */
import { DEFAULT_SETTINGS, type AppEvent, type CongkakBridge, type Settings } from '../../../electron/contract';

export interface FakeBridge {
  bridge: CongkakBridge;
  /** Sends an app event to the renderer (as the main process would). */
  send(event: AppEvent): void;
}

export function fakeBridge(): FakeBridge {
  let settings: Settings = DEFAULT_SETTINGS;
  let listener: (event: AppEvent) => void = () => undefined;
  const answers: Record<string, (input: unknown) => unknown> = {
    getSettings: () => settings,
    updateSettings: (patch) => (settings = { ...settings, ...(patch as Partial<Settings>) }),
    listUnfinishedGames: () => [],
    getStartupReport: () => ({ kind: 'ok' }),
  };
  const bridge = new Proxy({} as CongkakBridge, {
    get: (_target, name: string) => {
      if (name === 'onEvent') {
        return (next: (event: AppEvent) => void) => {
          listener = next;
          return () => undefined;
        };
      }
      const answer = answers[name];
      return (input: unknown) =>
        Promise.resolve(answer !== undefined ? { ok: true, value: answer(input) } : { ok: false, error: { code: 'internal', message: `${name} is not part of this test` } });
    },
  });
  return { bridge, send: (event) => listener(event) };
}
