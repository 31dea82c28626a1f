/**
 * Creating and validating states. A state handed to the engine is either one
 * it produced (every field checked) or a minimal `{rules, pits, toMove}`
 * (ENGINE_PROTOCOL.md STATE), which becomes a round-1 state in phase play.
 */
import { newFamilyGame, validateFamilyState } from './family';
import { storeOf } from './board';
import { tooManySeeds } from './rules/limits';
import { resolveRules } from './rules/resolve';
import type { GameResult, GameState, Phase, Player, Result } from './types';

type Fields = Record<string, unknown>;

const PHASES: readonly Phase[] = ['opening', 'play', 'over'];
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isPlayer = (v: unknown): v is Player => v === 0 || v === 1;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

function badState(message: string): { ok: false; error: { code: 'bad-state'; message: string } } {
  return { ok: false, error: { code: 'bad-state', message } };
}

/** A new game from a preset name or `{preset?, ...overrides}`. */
export function newGame(rulesInput: unknown): Result<GameState> {
  const rules = resolveRules(rulesInput);
  if (!rules.ok) return rules;
  return { ok: true, value: newFamilyGame(rules.value) };
}

export function validateState(json: unknown): Result<GameState> {
  if (!isObject(json)) return badState('a state must be an object');
  const rules = resolveRules(json['rules']);
  if (!rules.ok) return badState(`rules: ${rules.error.message}`);
  const n = rules.value.holes;
  const pits = json['pits'];
  if (!Array.isArray(pits) || pits.length !== 2 * n + 2) return badState(`pits must be an array of ${2 * n + 2} counts`);
  if (!pits.every(isCount)) return badState('pits must hold non-negative integers');
  const excess = tooManySeeds(pits.reduce((sum: number, seeds: number) => sum + seeds, 0));
  if (excess !== null) return badState(excess);
  const toMove = json['toMove'];

  const minimal = !('phase' in json);
  if (minimal) {
    if (!isPlayer(toMove)) return badState('toMove must be 0 or 1');
    const base: GameState = { rules: rules.value, pits: [...pits], burnt: [], toMove, phase: 'play', round: 1, result: null };
    return validateFamilyState(base, json, true);
  }

  const phase = json['phase'];
  if (typeof phase !== 'string' || !(PHASES as readonly string[]).includes(phase)) return badState('phase must be "opening", "play" or "over"');
  if (phase === 'play' ? !isPlayer(toMove) : toMove !== null) return badState('toMove must be 0 or 1 in phase play, else null');
  const round = json['round'];
  if (!isCount(round) || round < 1) return badState('round must be a positive integer');
  const burnt = validateBurnt(json['burnt'], pits, n);
  if (!burnt.ok) return burnt;
  const result = validateResult(json['result'], phase as Phase, pits, n);
  if (!result.ok) return result;
  const base: GameState = {
    rules: rules.value,
    pits: [...pits],
    burnt: burnt.value,
    toMove: toMove as Player | null,
    phase: phase as Phase,
    round,
    result: result.value,
  };
  return validateFamilyState(base, json, false);
}

function validateBurnt(raw: unknown, pits: readonly number[], n: number): Result<number[]> {
  if (!Array.isArray(raw)) return badState('burnt must be an array of pit indices');
  const seen = new Set<number>();
  for (const pit of raw) {
    if (!isCount(pit) || pit > 2 * n || pit === n) return badState(`burnt holds ${JSON.stringify(pit)}, which is not a hole`);
    if (seen.has(pit)) return badState(`burnt lists pit ${pit} twice`);
    if (pits[pit] !== 0) return badState(`burnt pit ${pit} holds seeds`);
    seen.add(pit);
  }
  return { ok: true, value: [...seen].sort((a, b) => a - b) };
}

function validateResult(raw: unknown, phase: Phase, pits: readonly number[], n: number): Result<GameResult | null> {
  if (phase !== 'over') return raw === null ? { ok: true, value: null } : badState('result must be null until the game is over');
  if (!isObject(raw)) return badState('a finished game has a result');
  const { winner, stores } = raw;
  if (winner !== null && !isPlayer(winner)) return badState('result.winner must be 0, 1 or null');
  if (!Array.isArray(stores) || stores.length !== 2 || stores[0] !== pits[storeOf(0, n)] || stores[1] !== pits[storeOf(1, n)]) {
    return badState('result.stores must be the two stores');
  }
  return { ok: true, value: { winner, stores: [stores[0] as number, stores[1] as number] } };
}
