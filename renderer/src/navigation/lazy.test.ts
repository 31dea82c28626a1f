import { describe, expect, it } from 'vitest';
import { ChunkLoadError, lazy } from './lazy';

describe('code loaded when first needed', () => {
  it('is loaded once however many ask, and kept', async () => {
    let calls = 0;
    const screen = lazy('The screen', async () => {
      calls += 1;
      return 'component';
    });
    expect(screen.value).toBeUndefined();
    const [first, second] = await Promise.all([screen.load(), screen.load()]);
    expect(first).toEqual({ ok: true, value: 'component' });
    expect(second).toEqual(first);
    expect(screen.value).toBe('component');
    expect(await screen.load()).toEqual(first);
    expect(calls).toBe(1);
  });

  it('that cannot be fetched says what and why, is not kept, and is tried again when asked again', async () => {
    let fail = true;
    const screen = lazy('The Archive screen', () => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('archive')));
    const loaded = await screen.load();
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error).toBeInstanceOf(ChunkLoadError);
    expect(loaded.error).toMatchObject({ name: 'ChunkLoadError', what: 'The Archive screen' });
    expect(loaded.error.message).toBe('The Archive screen could not be loaded (Failed to fetch dynamically imported module).');
    expect(screen.value).toBeUndefined();
    fail = false;
    expect(await screen.load()).toEqual({ ok: true, value: 'archive' });
  });
});
