/**
 * Text → moves on the fast path: the same checks as entries-to-moves.ts (the
 * right mover, legal holes, turns ending where written, every pass and new
 * round shown), answered only yes or no. A record that passes gives its moves
 * and notes with the facts of its moves; for any other the caller asks the
 * step-by-step path, which says which line is wrong and why. So the reasons
 * are written once, and a record is accepted only when both paths agree.
 */
import type { Move, MoveNote, Player, Rules } from '../types';
import { OPENING_BASE, PENDING_BASE } from '../fast/position';
import type { ForcedLine } from './engine-steps';
import type { GameSoFar } from './entries-to-moves';
import { FastReplayer, type MoveFacts } from './fast-replay';
import type { Entry } from './movetext';

export interface FastReplayedGame {
  moves: Move[];
  notes: MoveNote[];
  facts: MoveFacts;
}

type TurnEntry = Extract<Entry, { kind: 'turn' }>;
type OpeningEntry = Extract<Entry, { kind: 'opening' }>;

/** The game the entries write, or null when they are not a correct record of one. */
export function replayEntriesFast(rules: Rules, entries: readonly Entry[]): FastReplayedGame | null {
  const run = runEntries(rules, entries, entries.length);
  if (run === null || run.refusedAt !== null || run.replayer.forced.length > 0) return null;
  return { moves: run.moves, notes: run.notes, facts: run.replayer.facts() };
}

/**
 * Where the fast path refuses the entries, as the game stood just before that
 * entry, for the step-by-step path to go on from and say why; null when it
 * accepts them or refuses the rules. Replaying a long game move by move
 * through the public API costs far more than this second fast replay.
 */
export function refusalPoint(rules: Rules, entries: readonly Entry[]): GameSoFar | null {
  const first = runEntries(rules, entries, entries.length);
  if (first === null) return null;
  const index = first.refusedAt ?? (first.replayer.forced.length > 0 ? entries.length : null);
  if (index === null) return null;
  // The refused entry may have been played in part: replay up to it again.
  const before = index === entries.length ? first : runEntries(rules, entries, index);
  if (before === null) return null;
  return { index, state: before.replayer.state(), moves: before.moves, notes: before.notes, expected: [...before.replayer.forced] };
}

interface Run {
  replayer: FastReplayer;
  moves: Move[];
  notes: MoveNote[];
  /** The index of the first entry refused, or null. */
  refusedAt: number | null;
}

/** Replays the entries before `stopAt`; null when the rules are refused. */
function runEntries(rules: Rules, entries: readonly Entry[], stopAt: number): Run | null {
  const started = FastReplayer.start(rules);
  if (!started.ok) return null;
  const replayer = started.value;
  const moves: Move[] = [];
  const notes: MoveNote[] = [];
  const refused = (index: number): Run => ({ replayer, moves, notes, refusedAt: index });
  for (let index = 0; index < stopAt; index++) {
    const entry = entries[index] as Entry;
    if (entry.kind === 'pass' || entry.kind === 'round') {
      const want = replayer.forced.shift();
      if (want === undefined || !sameLine(want, entry)) return refused(index);
      continue;
    }
    if (replayer.forced.length > 0 || replayer.isOver()) return refused(index);
    const isLast = index === entries.length - 1;
    const played = entry.kind === 'opening' ? playOpening(replayer, entry, isLast, moves) : playTurn(replayer, entry, isLast, moves);
    if (!played) return refused(index);
    if (entry.glyph !== null || entry.comment !== null) {
      notes.push({ move: moves.length - 1, glyph: entry.glyph, comment: entry.comment });
    }
  }
  return { replayer, moves, notes, refusedAt: null };
}

function sameLine(want: ForcedLine, entry: Extract<Entry, { kind: 'pass' | 'round' }>): boolean {
  if (want.kind === 'pass') return entry.kind === 'pass' && entry.player === want.player;
  return entry.kind === 'round' && entry.round === want.round;
}

function playTurn(replayer: FastReplayer, entry: TurnEntry, isLast: boolean, moves: Move[]): boolean {
  if (replayer.moverOfTurn() !== entry.player) return false;
  let ended = false;
  for (const hole of entry.holes) {
    if (ended || !replayer.isHole(hole)) return false;
    const step = replayer.play(hole);
    if (step === null) return false;
    moves.push({ hole });
    ended = step.turnEnded;
  }
  return ended || isLast;
}

/**
 * Both first choices make one move, then each later choice is played when the
 * engine asks for it, South's first when both are asked (RULES.md §8's order).
 */
function playOpening(replayer: FastReplayer, entry: OpeningEntry, isLast: boolean, moves: Move[]): boolean {
  const south = entry.south[0] ?? 0;
  const north = entry.north[0] ?? 0;
  if (!replayer.asksFirstChoice() || !replayer.isHole(south) || !replayer.isHole(north)) return false;
  if (replayer.play(OPENING_BASE + south * 16 + north) === null) return false;
  moves.push({ south, north });
  const lists = [entry.south, entry.north] as const;
  const used = [1, 1];
  const remaining = (player: Player) => (used[player] ?? 0) < lists[player].length;
  while (replayer.asksPendingChoice()) {
    const player = ([0, 1] as const).find((p) => replayer.awaits(p) && remaining(p));
    if (player === undefined) break;
    const hole = lists[player][used[player] ?? 0] ?? 0;
    used[player] = (used[player] ?? 0) + 1;
    if (!replayer.isHole(hole) || replayer.play(PENDING_BASE + player * 16 + hole) === null) return false;
    moves.push({ player, hole });
  }
  if (remaining(0) || remaining(1)) return false;
  // An opening still going on may only be the record's last line (an unfinished game).
  const openingGoesOn = !replayer.isOver() && replayer.moverOfTurn() === null;
  return !openingGoesOn || isLast;
}
