/**
 * Drills: positions made from a seed, where the learner finds the hole whose
 * first sowing makes one landing (store, relay, capture or mati). Every
 * position is checked as it is made, by the same rules the validator applies
 * to a lesson's do step: at least three holes to choose from, some that make
 * the landing and some that do not, nothing a landing lesson has not shown
 * (no round end), and sowings short enough to follow. The seed comes from the
 * caller, so the tutorials stay free of chance and a drill can be replayed.
 */
import { play, seededRandom, validateState, type GameState, type Random, type Result } from '../engine';
import { firstLanding, traceSowings, type Landing } from './account';
import { rulesShown } from './course';
import { learnerHoles, type PlayedTurn } from './run-step';
import { LEARNER } from './types';

export const DRILL_POSITIONS = 5;
const HOLES = 7;
/** A relay chain longer than this is hard to follow in a drill. */
const MAX_LEGS = 3;
/** Tries per position before the generator gives up (a seed that never finds one is a bug the tests catch). */
const MAX_ATTEMPTS = 5_000;
const DRILL_RULES = new Set(['sowing', 'store', 'relay', 'capture', 'mati']);

/** The learner's holes whose first sowing makes `landing` in `state`. */
export function holesMaking(state: GameState, landing: Landing): number[] {
  return learnerHoles(state).filter((hole) => {
    const played = playDrillHole(state, landing, hole);
    return played.ok && played.value.status === 'success';
  });
}

/** A hole sown in a drill position: success when its first sowing makes the landing drilled. */
export function playDrillHole(state: GameState, landing: Landing, hole: number): Result<PlayedTurn & { status: 'success' | 'failure' }> {
  const played = play(state, { hole });
  if (!played.ok) return played;
  const first = traceSowings(state.pits, played.value.events, LEARNER)[0];
  const status = first !== undefined && firstLanding(first) === landing ? 'success' : 'failure';
  return { ok: true, value: { player: LEARNER, move: { hole }, events: played.value.events, state: played.value.state, status } };
}

/** Why `state` is no drill position for `landing`; empty when it is one. */
export function checkDrillPosition(state: GameState, landing: Landing): string[] {
  const problems: string[] = [];
  const holes = learnerHoles(state);
  if (state.phase !== 'play' || state.toMove !== LEARNER) problems.push('South must be to move in an ordinary turn');
  if (holes.length < 3) problems.push(`only ${holes.length} holes to choose from`);
  const making = holesMaking(state, landing);
  if (making.length === 0) problems.push(`no hole makes a ${landing} landing`);
  if (holes.length - making.length < 2) problems.push(`fewer than two holes miss the ${landing} landing`);
  for (const hole of holes) {
    const played = play(state, { hole });
    if (!played.ok) {
      problems.push(`hole ${hole}: ${played.error.message}`);
      continue;
    }
    const untaught = [...rulesShown(state, played.value.events)].filter((rule) => !DRILL_RULES.has(rule));
    if (untaught.length > 0) problems.push(`hole ${hole} shows ${untaught.join(', ')}`);
    const first = traceSowings(state.pits, played.value.events, LEARNER)[0];
    if ((first?.legs.length ?? 0) > MAX_LEGS) problems.push(`hole ${hole} relays more than ${MAX_LEGS - 1} times`);
  }
  if (landing === 'capture') {
    for (const hole of making) {
      const played = play(state, { hole });
      const end = played.ok ? traceSowings(state.pits, played.value.events, LEARNER)[0]?.end : undefined;
      if (end?.kind !== 'capture' || end.seeds < 2) problems.push(`hole ${hole} captures nothing across`);
    }
  }
  return problems;
}

/** Small counts, some holes empty: positions a learner can count at a glance. */
function candidate(random: Random): Result<GameState> {
  const count = (max: number, emptyChance: number) => (random() < emptyChance ? 0 : 1 + Math.floor(random() * max));
  const south = Array.from({ length: HOLES }, () => count(5, 0.3));
  const north = Array.from({ length: HOLES }, () => count(4, 0.4));
  const stores = [Math.floor(random() * 16), Math.floor(random() * 16)];
  return validateState({ rules: 'congkak', pits: [...south, stores[0] ?? 0, ...north, stores[1] ?? 0], toMove: LEARNER });
}

/**
 * `count` different drill positions for `landing` from `seed`, each passing
 * checkDrillPosition. An error only if the generator cannot find them, which
 * the tests rule out for the seeds they try.
 */
export function drillPositions(landing: Landing, seed: number, count = DRILL_POSITIONS): Result<GameState[]> {
  const random = seededRandom(seed);
  const positions: GameState[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; attempt < MAX_ATTEMPTS && positions.length < count; attempt++) {
    const made = candidate(random);
    if (!made.ok) continue;
    const key = made.value.pits.join(',');
    if (seen.has(key) || checkDrillPosition(made.value, landing).length > 0) continue;
    seen.add(key);
    positions.push(made.value);
  }
  if (positions.length < count) return { ok: false, error: { code: 'bad-state', message: `no ${landing} drill found from seed ${seed}` } };
  return { ok: true, value: positions };
}
