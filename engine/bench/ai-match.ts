/**
 * One game between two computer levels over the public API, as the app plays
 * it: in the simultaneous opening both players are asked for their own choice
 * (neither sees the other's), then ordinary turns. Used by the ladder benchmark.
 */
import { chooseMove, type BestRequest } from '../ai/index';
import { choosers, legalMoves, newGame, play, type GameState, type Move, type Player, type RulesInput } from '../index';

export interface Contender {
  level: number;
  timeMs?: number;
  maxNodes?: number;
  /** Levels 5 and 6: look at most this many turns ahead. */
  maxTurns?: number;
}

export interface GameOutcome {
  /** Stores at the end, South first. */
  stores: [number, number];
  winner: Player | null;
  /** Per contender (by side): search time and nodes, and moves asked. */
  thinkingMs: [number, number];
  nodes: [number, number];
  moves: [number, number];
  /** Every choice in order, one JSON move each: two games alike have equal strings. */
  choices: string;
}

function newGameOf(rules: RulesInput): GameState {
  const started = newGame(rules);
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

function mustPlay(state: GameState, move: Move): GameState {
  const played = play(state, move);
  if (!played.ok) throw new Error(`illegal move from the opponent: ${played.error.message}`);
  return played.value.state;
}

/** Plays one game from `start` (default: a new game under `rules`). */
export function playGame(rules: RulesInput, sides: [Contender, Contender], seed: number, start?: GameState): GameOutcome {
  let state = start ?? newGameOf(rules);
  const outcome: GameOutcome = { stores: [0, 0], winner: null, thinkingMs: [0, 0], nodes: [0, 0], moves: [0, 0], choices: '' };
  let turn = 0;
  const ask = (player: Player): Move => {
    const side = sides[player];
    // Only a time budget is given a clock: levels 1–5 and a node-budgeted level 6 then play the
    // same game however busy the machine is (the app's 0.3 s safety cap on levels 3–5 never cuts them short).
    const clock = side.timeMs !== undefined ? { now: () => performance.now() } : {};
    const request: BestRequest = { player, level: side.level, timeMs: side.timeMs, maxNodes: side.maxNodes, maxTurns: side.maxTurns, seed: seed * 7919 + turn++, gameKey: `game ${seed}`, ...clock };
    const began = performance.now();
    const best = chooseMove(state, request);
    outcome.thinkingMs[player] += performance.now() - began;
    if (!best.ok) throw new Error(best.error.message);
    outcome.nodes[player] += best.value.nodes;
    outcome.moves[player]++;
    outcome.choices += JSON.stringify(best.value.move);
    return best.value.move;
  };
  while (state.phase !== 'over') {
    const asked = choosers(state);
    if (asked.length === 2) {
      // Both choose without seeing the other: ask both on the same state.
      const south = ask(0) as { hole: number };
      const north = ask(1) as { hole: number };
      const first = legalMoves(state).some((move) => 'south' in move);
      state = first ? mustPlay(state, { south: south.hole, north: north.hole }) : mustPlay(mustPlay(state, { player: 0, hole: south.hole }), { player: 1, hole: north.hole });
    } else {
      state = mustPlay(state, ask(asked[0]!));
    }
  }
  outcome.stores = state.result!.stores;
  outcome.winner = state.result!.winner;
  return outcome;
}
