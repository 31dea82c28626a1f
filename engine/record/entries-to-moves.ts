/**
 * Text → moves: replays a game's movetext entries through the engine from the
 * start position, turning each written choice into the MOVE the engine asks
 * for, and checks that the text says what the engine does (the right mover,
 * legal holes, turns ending where written, every pass and new round shown).
 * Errors name the line and the reason.
 */
import type { GameState, Move, MoveNote, Player, Result, Rules } from '../types';
import {
  forcedLines,
  pendingPlayers,
  PLAYER_NAMES,
  playMove,
  printForcedLine,
  startGame,
  turnEnded,
  whyIllegal,
  type ForcedLine,
} from './engine-steps';
import { PLAYER_LETTERS, type Entry } from './movetext';

export interface ReplayedGame {
  moves: Move[];
  notes: MoveNote[];
}

/** What playing one turn (or the opening) gave: its moves, the state after it, the lines it forces. */
interface PlayedTurn {
  moves: Move[];
  state: GameState;
  forced: ForcedLine[];
}

type TurnEntry = Extract<Entry, { kind: 'turn' }>;
type OpeningEntry = Extract<Entry, { kind: 'opening' }>;

/** A game replayed up to entry `index`: its state, moves and notes, and the pass and round lines due next. */
export interface GameSoFar {
  index: number;
  state: GameState;
  moves: Move[];
  notes: MoveNote[];
  expected: ForcedLine[];
}

/** The moves the entries write, or why they do not; `from` goes on from a game already replayed that far. */
export function movesFromEntries(rules: Rules, entries: readonly Entry[], from?: GameSoFar): Result<ReplayedGame, string> {
  const started = from === undefined ? startGame(rules) : { ok: true as const, value: from.state };
  if (!started.ok) return { ok: false, error: started.error.message };
  let state = started.value;
  const moves: Move[] = [...(from?.moves ?? [])];
  const notes: MoveNote[] = [...(from?.notes ?? [])];
  let expected: ForcedLine[] = [...(from?.expected ?? [])];
  for (let index = from?.index ?? 0; index < entries.length; index++) {
    const entry = entries[index] as Entry;
    const fail = (reason: string): Result<never, string> => ({ ok: false, error: `line ${entry.line}: ${reason}` });
    if (entry.kind === 'pass' || entry.kind === 'round') {
      const want = expected.shift();
      const written = entry.kind === 'pass' ? `${PLAYER_LETTERS[entry.player]} pass` : `-- round ${entry.round} --`;
      if (want === undefined) return fail(entry.kind === 'pass' ? `the engine makes no pass here` : 'no round ends here');
      if (printForcedLine(want) !== written) return fail(`expected '${printForcedLine(want)}', found '${written}'`);
      continue;
    }
    const missing = expected[0];
    if (missing) return fail(`expected '${printForcedLine(missing)}' before this turn`);
    if (state.phase === 'over') return fail('the game is already over');
    const isLast = index === entries.length - 1;
    const played = entry.kind === 'opening' ? playOpening(state, entry, isLast) : playTurn(state, entry, isLast);
    if (!played.ok) return fail(played.error);
    moves.push(...played.value.moves);
    state = played.value.state;
    expected = played.value.forced;
    if (entry.glyph !== null || entry.comment !== null) {
      notes.push({ move: moves.length - 1, glyph: entry.glyph, comment: entry.comment });
    }
  }
  const missing = expected[0];
  const lastLine = entries[entries.length - 1]?.line;
  if (missing) return { ok: false, error: `line ${lastLine}: the record ends before '${printForcedLine(missing)}'` };
  return { ok: true, value: { moves, notes } };
}

function playTurn(start: GameState, entry: TurnEntry, isLast: boolean): Result<PlayedTurn, string> {
  const name = PLAYER_NAMES[entry.player];
  if (start.phase === 'opening') return { ok: false, error: "the game opens with both players' choices, written 'S 3 / N 5'" };
  if (start.toMove !== entry.player) {
    return { ok: false, error: `${name} is not to move: ${start.toMove === null ? 'nobody' : PLAYER_NAMES[start.toMove]} is` };
  }
  let state = start;
  let ended = false;
  const moves: Move[] = [];
  const forced: ForcedLine[] = [];
  for (const [k, hole] of entry.holes.entries()) {
    if (ended) return { ok: false, error: `${name}'s turn ends after hole ${entry.holes[k - 1]}, so +${hole} cannot follow` };
    const move = { hole };
    const result = playMove(state, move);
    if (!result.ok) return illegal(state, entry.player, hole, result.error.message);
    ({ state } = result.value);
    moves.push(move);
    forced.push(...forcedLines(result.value.events));
    ended = turnEnded(state, result.value.events);
  }
  if (!ended && !isLast) {
    return { ok: false, error: `${name}'s turn goes on after hole ${entry.holes[entry.holes.length - 1]}: the next choice is missing` };
  }
  return { ok: true, value: { moves, state, forced } };
}

/**
 * The simultaneous opening: both first choices make one move, then each later
 * choice is played when the engine asks for it (South's first when both must
 * choose at once, as §8 orders the move sequence).
 */
function playOpening(start: GameState, entry: OpeningEntry, isLast: boolean): Result<PlayedTurn, string> {
  if (start.phase !== 'opening') return { ok: false, error: "only a simultaneous opening is written 'S … / N …'" };
  const lists = [entry.south, entry.north] as const;
  const used = [1, 1];
  const first = { south: entry.south[0] ?? 0, north: entry.north[0] ?? 0 };
  const opened = playMove(start, first);
  if (!opened.ok) {
    const reasons = [whyIllegal(start, 0, first.south, ''), whyIllegal(start, 1, first.north, '')].filter((r) => r !== '');
    return { ok: false, error: `S ${first.south} / N ${first.north} is illegal: ${reasons.join('; ') || opened.error.message}` };
  }
  let { state } = opened.value;
  const moves: Move[] = [first];
  const forced = forcedLines(opened.value.events);
  const remaining = (p: Player) => (used[p] ?? 0) < lists[p].length;
  while (state.phase === 'opening') {
    const player = pendingPlayers(state).find(remaining);
    if (player === undefined) break;
    const hole = lists[player][used[player] ?? 0] ?? 0;
    used[player] = (used[player] ?? 0) + 1;
    const move = { player, hole };
    const result = playMove(state, move);
    if (!result.ok) return illegal(state, player, hole, result.error.message);
    ({ state } = result.value);
    moves.push(move);
    forced.push(...forcedLines(result.value.events));
  }
  const leftover = ([0, 1] as const).find(remaining);
  if (leftover !== undefined) {
    const name = PLAYER_NAMES[leftover];
    const next = lists[leftover][used[leftover] ?? 0];
    if (state.phase !== 'opening') return { ok: false, error: `${name}'s hand is done after hole ${lists[leftover][(used[leftover] ?? 1) - 1]}, so +${next} cannot follow` };
    const waiting = pendingPlayers(state).map((p) => PLAYER_NAMES[p]).join(' and ');
    return { ok: false, error: `${name}'s +${next} comes before the engine asks for it: the opening waits for ${waiting}` };
  }
  if (state.phase === 'opening' && !isLast) {
    const waiting = pendingPlayers(state).map((p) => PLAYER_NAMES[p]).join(' and ');
    return { ok: false, error: `the opening goes on: ${waiting} must choose again, but the line ends` };
  }
  return { ok: true, value: { moves, state, forced } };
}

function illegal(state: GameState, player: Player, hole: number, engineMessage: string): Result<never, string> {
  return { ok: false, error: `${PLAYER_LETTERS[player]} ${hole} is illegal: ${whyIllegal(state, player, hole, engineMessage)}` };
}
