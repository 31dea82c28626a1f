/**
 * Typed settings persisted one key per row. Reads fall back to the default for a
 * missing key or a stored value that no longer passes its schema (e.g. written by
 * an older version), so a bad row can never break the app's start. New-game
 * defaults must also be rules the engine can play: the contract's schema checks
 * only each option's shape, so 1,000 holes would pass it and every game started
 * from them would fail.
 */
import type Database from 'better-sqlite3';
import * as v from 'valibot';
import { resolveRules } from '../../../engine';
import { DEFAULT_SETTINGS, fail, SETTING_KEYS, settingSchemas, type ApiResult, type SettingKey, type Settings, type SettingsPatch } from '../../contract';

/** Why the engine cannot play these new-game defaults; null when it can. */
function unplayableDefaults(defaults: Settings['newGameDefaults']): string | null {
  const rules = resolveRules(defaults.rules);
  return rules.ok ? null : rules.error.message;
}

export function createSettingsService(db: Database.Database, onSettingsUpdated: (settings: Settings) => void) {
  const selectAll = db.prepare('SELECT key, value FROM settings');
  const upsert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');

  function read(): Settings {
    const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    for (const row of selectAll.all() as { key: string; value: string }[]) {
      if (!(SETTING_KEYS as string[]).includes(row.key)) continue;
      const key = row.key as SettingKey;
      const parsed = v.safeParse(settingSchemas[key], JSON.parse(row.value));
      if (!parsed.success) continue;
      if (key === 'newGameDefaults' && unplayableDefaults(parsed.output as Settings['newGameDefaults']) !== null) continue;
      settings[key] = parsed.output;
    }
    return settings as Settings;
  }

  return {
    getSettings(): ApiResult<Settings> {
      return { ok: true, value: read() };
    },

    /** The patch was validated by the contract's schema; all its keys commit together. */
    updateSettings(patch: SettingsPatch): ApiResult<Settings> {
      const unplayable = patch.newGameDefaults === undefined ? null : unplayableDefaults(patch.newGameDefaults);
      if (unplayable !== null) return fail('bad-rules', `These new-game rules cannot be played: ${unplayable}.`);
      db.transaction(() => {
        for (const key of SETTING_KEYS) {
          const value = patch[key];
          if (value !== undefined) upsert.run(key, JSON.stringify(value));
        }
      })();
      const settings = read();
      onSettingsUpdated(settings);
      return { ok: true, value: settings };
    },
  };
}
