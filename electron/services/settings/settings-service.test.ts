import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract';
import { databaseFile } from '../data-dir';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

let env: TempServices;
beforeEach(() => {
  env = tempServices();
});
afterEach(() => env.dispose());

describe('settings', () => {
  it('starts from the defaults', async () => {
    expect(expectOk(await env.open().call('getSettings', {}))).toEqual(DEFAULT_SETTINGS);
  });

  it('applies a partial update, persists it and announces it', async () => {
    const services = env.open();
    const updated = expectOk(await services.call('updateSettings', { theme: 'dark', animationSpeed: 'instant' }));
    expect(updated).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', animationSpeed: 'instant' });
    expect(env.events.at(-1)).toEqual({ type: 'settings-updated', settings: updated });
    services.close();
    expect(expectOk(await env.open().call('getSettings', {}))).toEqual(updated);
  });

  it('refuses invalid values and unknown keys without writing anything', async () => {
    const services = env.open();
    expect(await services.handle('updateSettings', { theme: 'dark', sound: 'loud' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await services.handle('updateSettings', { volume: 11 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(expectOk(await services.call('getSettings', {}))).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses new-game defaults the engine cannot play (issue 29: 1,000 holes and 1,000 seeds were kept), naming the option', async () => {
    const services = env.open();
    const players = DEFAULT_SETTINGS.newGameDefaults.players;
    const answer = await services.handle('updateSettings', { theme: 'dark', newGameDefaults: { rules: { preset: 'kalah', holes: 1000, seeds: 1000 }, players } });
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-rules', message: expect.stringContaining('holes') as string } });
    expect(expectOk(await services.call('getSettings', {}))).toEqual(DEFAULT_SETTINGS);
    const playable = { rules: { preset: 'kalah' as const, holes: 4, seeds: 3 }, players };
    expect(expectOk(await services.call('updateSettings', { newGameDefaults: playable })).newGameDefaults).toEqual(playable);
  });

  it('reads stored new-game defaults the engine cannot play as the default', async () => {
    env.open().close();
    const db = new Database(databaseFile(env.dataDir));
    const stored = { rules: { preset: 'kalah', holes: 1000, seeds: 1000 }, players: DEFAULT_SETTINGS.newGameDefaults.players };
    db.prepare("INSERT INTO settings (key, value) VALUES ('newGameDefaults', ?)").run(JSON.stringify(stored));
    db.close();
    expect(expectOk(await env.open().call('getSettings', {})).newGameDefaults).toEqual(DEFAULT_SETTINGS.newGameDefaults);
  });

  it('falls back to the default for a stored value that no longer validates', async () => {
    env.open().close();
    const db = new Database(databaseFile(env.dataDir));
    db.prepare("INSERT INTO settings (key, value) VALUES ('theme', '\"sepia\"'), ('sound', 'true'), ('retired', '1')").run();
    db.close();
    expect(expectOk(await env.open().call('getSettings', {}))).toEqual({ ...DEFAULT_SETTINGS, sound: true });
  });

  it('remembers the language, refuses one the app is not written for, and reads a bad stored one as the default', async () => {
    const services = env.open();
    expect(expectOk(await services.call('updateSettings', { language: 'fil' })).language).toBe('fil');
    expect(await services.handle('updateSettings', { language: 'fr' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    services.close();
    expect(expectOk(await env.open().call('getSettings', {})).language).toBe('fil');
    const db = new Database(databaseFile(env.dataDir));
    db.prepare("UPDATE settings SET value = '\"klingon\"' WHERE key = 'language'").run();
    db.close();
    expect(expectOk(await env.open().call('getSettings', {})).language).toBe('system');
  });

  it('tells the system\'s languages as the host gave them', async () => {
    expect(expectOk(await env.open().call('getSystemLanguages', {}))).toEqual({ preferred: [], pseudoLocale: false });
    const told = { preferred: ['ms-MY', 'en-GB'], pseudoLocale: false };
    expect(expectOk(await env.open({ systemLanguages: told }).call('getSystemLanguages', {}))).toEqual(told);
  });
});
