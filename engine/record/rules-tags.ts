/**
 * The Rules and Options tags, RULES.md §8: `Rules` names the preset
 * (`congkak` when absent) and `Options` holds, as one compact JSON object,
 * only the options that differ from it (a changed `series` written whole).
 * Together they are the GAME's `rules` and never appear in its `tags`.
 */
import { PRESETS } from '../rules/presets';
import { resolveRules } from '../rules/resolve';
import { PRESET_NAMES, type Result, type Rules } from '../types';
import { canonicalJson } from './canonical-json';
import { excerpt } from './excerpt';

export const DEFAULT_PRESET = 'congkak';

/** What is wrong with a record's rules, and which tag says it. */
export interface RulesTagError {
  tag: 'Rules' | 'Options';
  reason: string;
}

/** The full rules a record's Rules and Options tags name. */
export function rulesFromTags(preset: string | undefined, options: string | undefined): Result<Rules, RulesTagError> {
  const name = preset ?? DEFAULT_PRESET;
  if (!PRESET_NAMES.some((known) => known === name)) {
    return { ok: false, error: { tag: 'Rules', reason: `unknown preset ${excerpt(name)}: one of ${PRESET_NAMES.join(', ')}` } };
  }
  let overrides: object = {};
  if (options !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(options);
    } catch {
      return optionsError(`Options is not JSON: ${excerpt(options)}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return optionsError('Options must be a JSON object');
    }
    if ('preset' in parsed) return optionsError('Options may not name the preset: that is the Rules tag');
    overrides = parsed;
  }
  const resolved = resolveRules({ ...overrides, preset: name });
  return resolved.ok ? resolved : optionsError(resolved.error.message);
}

function optionsError(reason: string): Result<never, RulesTagError> {
  return { ok: false, error: { tag: 'Options', reason } };
}

/** The Rules tag and, when some option differs from the preset, the Options tag. */
export function rulesTagsFor(rules: Rules): { Rules: string; Options?: string } {
  const base: Readonly<Rules> = PRESETS[rules.preset];
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rules)) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, a preset's own rules name it, so it never counts as changed
    if (key === 'preset') continue;
    // Comparing canonical JSON makes a changed series count as changed as a whole.
    if (canonicalJson(value) !== canonicalJson(base[key as keyof Rules])) changed[key] = value;
  }
  return Object.keys(changed).length === 0 ? { Rules: rules.preset } : { Rules: rules.preset, Options: JSON.stringify(changed) };
}
