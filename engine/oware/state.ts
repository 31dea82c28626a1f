/**
 * Oware's public state: the protocol's STATE plus the repetition history, kept
 * as plain JSON so a state handed back by a caller resumes exactly.
 */
import type { GameState, Player, Result, Rules } from '../types';
import { isStore, storeOf } from '../board';

export interface OwareState extends GameState {
  /**
   * The positions seen since the last capture, the current one included, as
   * position keys (see `positionKey`). Earlier positions hold more seeds on the
   * board and can never come back, so they are dropped.
   */
  seenPositions: string[];
}

/** `"<player to move>:<houses in pit order, stores left out>"`, e.g. `"0:4,4,4,4,4,4,4,4,4,4,4,4"`. */
export function positionKey(houses: readonly number[], mover: Player): string {
  return `${mover}:${houses.join(',')}`;
}

const KEY_PATTERN = /^([01]):(\d+(?:,\d+)*)$/;

export function parsePositionKey(key: string, houseCount: number): { houses: number[]; mover: Player } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const houses = match[2]!.split(',').map(Number);
  if (houses.length !== houseCount || !houses.every(Number.isSafeInteger)) return null;
  return { houses, mover: match[1] === '0' ? 0 : 1 };
}

/** The houses of a board in pit order, stores left out. */
export function housesOf(pits: readonly number[], holes: number): number[] {
  return pits.filter((_, pit) => !isStore(pit, holes));
}

export function owareNewGame(rules: Rules): OwareState {
  const storeSouth = storeOf(0, rules.holes);
  const storeNorth = storeOf(1, rules.holes);
  const pits = Array.from({ length: 2 * rules.holes + 2 }, (_, pit) =>
    pit === storeSouth || pit === storeNorth ? 0 : rules.seeds,
  );
  const toMove: Player = rules.firstPlayer === 'south' ? 0 : 1;
  return {
    rules,
    pits,
    burnt: [],
    toMove,
    phase: 'play',
    round: 1,
    result: null,
    seenPositions: [positionKey(housesOf(pits, rules.holes), toMove)],
  };
}

/**
 * Checks what only Oware adds to a state (the generic checks — pit count,
 * negative counts, `toMove` — are the core's). A minimal state without a
 * history is valid: its current position starts the history.
 */
export function validateOwareState(state: GameState): Result<GameState> {
  if (state.rules.game !== 'oware') {
    return badState(`an Oware state needs rules with game "oware", not "${state.rules.game}"`);
  }
  // A minimal state may leave out `burnt`, so read it as optional.
  const burnt: readonly number[] | undefined = state.burnt;
  if (burnt !== undefined && burnt.length > 0) return badState('Oware has no burnt holes');
  const history: unknown = (state as Partial<OwareState>).seenPositions;
  if (history === undefined) return { ok: true, value: state };
  if (!Array.isArray(history)) return badState('seenPositions must be a list of position keys');
  const houseCount = 2 * state.rules.holes;
  for (const [index, key] of history.entries()) {
    if (typeof key !== 'string' || parsePositionKey(key, houseCount) === null) {
      return badState(
        `seenPositions[${index}] is not a position key ("<0|1>:" then ${houseCount} comma-separated seed counts)`,
      );
    }
  }
  return { ok: true, value: state };
}

function badState(message: string): Result<GameState> {
  return { ok: false, error: { code: 'bad-state', message } };
}
