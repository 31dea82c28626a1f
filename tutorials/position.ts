/**
 * Turns a step's PositionSpec into an engine state, through the engine's own
 * constructors and validation, so a lesson can never show a position the
 * rules could not hold.
 */
import { newGame, resolveRules, validateState, type GameState, type Result, type RulesInput } from '../engine';
import { LEARNER } from './types';
import type { PositionSpec } from './types';

export function resolvePosition(spec: PositionSpec, lessonRules: RulesInput): Result<GameState> {
  const rules = spec.rules ?? lessonRules;
  if (spec.pits === undefined) return newGame(rules);
  const toMove = spec.toMove ?? LEARNER;
  const minimal = validateState({ rules, pits: [...spec.pits], toMove });
  if (!minimal.ok || (spec.burnt === undefined && spec.round === undefined)) return minimal;
  // A later round of a series: the full state shape, with who started and moved last.
  const resolved = resolveRules(rules);
  if (!resolved.ok) return resolved;
  return validateState({
    ...minimal.value,
    burnt: [...(spec.burnt ?? [])],
    round: spec.round ?? 2,
    starter: toMove,
    lastMover: toMove === 0 ? 1 : 0,
  });
}
