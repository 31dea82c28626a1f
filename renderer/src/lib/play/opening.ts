// Collecting choices from the people at this screen. Against the computer the
// human's own choice is sent as `{player, hole}` (the session asks the computer
// for its hidden choice); on one shared computer each player chooses in turn
// while the other looks away, and the opening's first choices are sent
// together as `{south, north}`.
import { combineFirstChoices, playersToAct, type Move, type Player, type Turn } from '../../../../engine';

/** A person at this screen, the computer, or the other player of a network game (choosing on their own computer). */
export type Seat = 'human' | 'computer' | 'remote';

export type Ask =
  /** Ask `player` for a hole (the board shows only their legal holes). */
  | { kind: 'ask'; player: Player }
  /** Nothing to ask here: a computer is to act (or the game is over). */
  | { kind: 'wait'; players: Player[] };

/** First choices already given on this screen, kept hidden until all are in. */
export type Collected = Partial<Record<Player, number>>;

export function nextAsk(turn: Turn, seats: readonly [Seat, Seat], collected: Collected): Ask {
  const due = playersToAct(turn).filter((player) => collected[player] === undefined);
  const human = due.find((player) => seats[player] === 'human');
  if (human !== undefined) return { kind: 'ask', player: human };
  return { kind: 'wait', players: due };
}

type Choice =
  /** Send this move now. */
  | { kind: 'send'; move: Move }
  /** Keep the choice (hidden) and ask the next player. */
  | { kind: 'hold'; collected: Collected };

export function choose(turn: Turn, seats: readonly [Seat, Seat], collected: Collected, player: Player, hole: number): Choice {
  if (turn.kind === 'move') return { kind: 'send', move: { hole } };
  const hotseat = seats[0] === 'human' && seats[1] === 'human';
  if (turn.kind === 'opening-first' && hotseat) {
    const next: Collected = { ...collected, [player]: hole };
    const both = combineFirstChoices(next);
    return both === null ? { kind: 'hold', collected: next } : { kind: 'send', move: both };
  }
  // A pending choice, or the first choice against the computer: the engine
  // (or the session) holds it until the other choice is given.
  return { kind: 'send', move: { player, hole } };
}
