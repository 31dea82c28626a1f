// A stepped game: a recorded game laid out for stepping through, every
// position from the start to the end, one per seed dropped (one per tick in
// the simultaneous opening, so both hands move together), derived from the
// engine's events and nothing else. The sowing frames are the board's
// animation frames (components/board/timeline), so the replay viewer shows
// exactly what was animated.
import { groupTurns, newGame, play, type EngineEvent, type GameState, type Line, type Move, type Result, type Rules } from '../../../../engine';
import { buildTimeline, type Callout, type HandView } from '../../components/board/timeline';

export interface Position {
  pits: number[];
  burnt: number[];
  hands: HandView[];
  callouts: Callout[];
  /** Pits changed by the step that led here. */
  touched: number[];
  /** The move being sown (or just finished) here; null at the start. */
  move: number | null;
  /** How many moves are completely played here. */
  movesDone: number;
}

export interface SteppedGame {
  rules: Rules;
  moves: Move[];
  /** states[i] is the game before move i; states[moves.length] the game at the end. */
  states: GameState[];
  events: EngineEvent[][];
  /** positions[0] is the start; then every step of every move. */
  positions: Position[];
  /** The position where move i is complete. */
  moveEnds: number[];
  /** The record's lines (turns, passes, rounds), as the record printer groups them (engine/RULES.md §8). */
  lines: Line[];
}

/** Plays `moves` from the start, step by step; a move the engine refuses is an error naming it (1-based). */
export function stepThrough(rules: Rules, moves: readonly Move[]): Result<SteppedGame, string> {
  const started = newGame(rules);
  if (!started.ok) return { ok: false, error: started.error.message };
  const states: GameState[] = [started.value];
  const events: EngineEvent[][] = [];
  const start = started.value;
  const positions: Position[] = [{ pits: [...start.pits], burnt: [...start.burnt], hands: [], callouts: [], touched: [], move: null, movesDone: 0 }];
  const moveEnds: number[] = [];
  for (const [index, move] of moves.entries()) {
    const before = states[index] as GameState;
    const played = play(before, move);
    if (!played.ok) return { ok: false, error: `move ${index + 1}: ${played.error.message}` };
    const { frames } = buildTimeline(before.pits, before.burnt, played.value.events);
    frames.forEach((frame, at) => positions.push({ ...frame, move: index, movesDone: at === frames.length - 1 ? index + 1 : index }));
    // A move always sows, but should one leave no frame its end is still a position of its own.
    if (frames.length === 0) {
      const after = played.value.state;
      positions.push({ pits: [...after.pits], burnt: [...after.burnt], hands: [], callouts: [], touched: [], move: index, movesDone: index + 1 });
    }
    moveEnds.push(positions.length - 1);
    states.push(played.value.state);
    events.push(played.value.events);
  }
  const lines = groupTurns(rules, moves);
  if (!lines.ok) return { ok: false, error: lines.error };
  return { ok: true, value: { rules, moves: [...moves], states, events, positions, moveEnds, lines: lines.value } };
}

/** The last position of the game. */
export const lastPosition = (game: SteppedGame): number => game.positions.length - 1;

/** The game state at a position: mid-sowing, the state before the move being sown. */
export function stateAt(game: SteppedGame, position: number): GameState {
  const at = game.positions[position] ?? game.positions[0];
  return game.states[at?.movesDone ?? 0] as GameState;
}
