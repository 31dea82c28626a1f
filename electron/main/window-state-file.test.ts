import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWindowState, parseWindowState, saveWindowState, windowStatePath } from './window-state-file';

describe('parseWindowState', () => {
  it('reads a remembered state', () => {
    expect(parseWindowState('{"x":10,"y":-20,"width":900,"height":700,"maximized":true}')).toEqual({
      x: 10,
      y: -20,
      width: 900,
      height: 700,
      maximized: true,
    });
  });

  it('treats a missing maximized flag as not maximized', () => {
    expect(parseWindowState('{"x":0,"y":0,"width":900,"height":700}')?.maximized).toBe(false);
  });

  it.each(['', 'not json', 'null', '[]', '{"x":0,"y":0,"width":900}', '{"x":"0","y":0,"width":900,"height":700}', '{"x":0,"y":0,"width":0,"height":700}'])(
    'rejects %s',
    (json) => expect(parseWindowState(json)).toBeNull(),
  );
});

describe('window state file', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'congkak-window-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('returns null before anything was saved', async () => {
    expect(await loadWindowState(dataDir)).toBeNull();
  });

  it('round-trips a saved state, creating the data folder if needed', async () => {
    const nested = join(dataDir, 'not-yet-created');
    const state = { x: 5, y: 6, width: 1000, height: 750, maximized: false };
    await saveWindowState(nested, state);
    expect(await loadWindowState(nested)).toEqual(state);
  });

  it('ignores a corrupt file', async () => {
    await writeFile(windowStatePath(dataDir), '{"x":', 'utf8');
    expect(await loadWindowState(dataDir)).toBeNull();
  });
});
