/**
 * The Rules and Options tags, RULES.md §8: `Rules` names the preset
 * (`congkak` when absent) and `Options` holds, as one compact JSON object,
 * only the options that differ from it (a changed `series` written whole).
 * Together they are the GAME's `rules` and never appear in its `tags`.
 */
import { PRESETS, resolveRules } from '../index';
import type { Result, Rules } from '../types';

export const DEFAULT_PRESET = 'congkak';

/** The full rules a record's Rules and Options tags name; the error is a reason. */
export function rulesFromTags(preset: string | undefined, options: string | undefined): Result<Rules, string> {
  let overrides: object = {};
  if (options !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(options);
    } catch {
      return { ok: false, error: `Options is not JSON: ${options}` };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, error: 'Options must be a JSON object' };
    }
    if ('preset' in parsed) return { ok: false, error: 'Options may not name the preset: that is the Rules tag' };
    overrides = parsed;
  }
  const resolved = resolveRules({ ...overrides, preset: preset ?? DEFAULT_PRESET });
  return resolved.ok ? resolved : { ok: false, error: resolved.error.message };
}

/** The Rules tag and, when some option differs from the preset, the Options tag. */
export function rulesTagsFor(rules: Rules): { Rules: string; Options?: string } {
  const base: Readonly<Rules> = PRESETS[rules.preset];
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rules)) {
    if (key === 'preset') continue;
    // Comparing canonical JSON makes a changed series count as changed as a whole.
    if (canonicalJson(value) !== canonicalJson(base[key as keyof Rules])) changed[key] = value;
  }
  return Object.keys(changed).length === 0 ? { Rules: rules.preset } : { Rules: rules.preset, Options: JSON.stringify(changed) };
}

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
