// Where the viewer is, counted as the move list numbers the game: the turn (the
// record's turn lines; passes and round lines are not turns), the choice within
// that turn (a store landing gives another), and the seed step within that
// choice (the stepped game's positions: the pick-up, then one per seed dropped,
// or per tick in the simultaneous opening). The move list highlights the
// counter's line, so the two cannot disagree.
import type { SteppedGame } from './stepped-game';

export type ReplayCounter =
  | { kind: 'start'; turns: number }
  | {
      kind: 'turn';
      /** Index into the stepped game's lines: the move list's row. */
      line: number;
      /** The move being sown or just finished. */
      move: number;
      /** The turn's first and last moves. */
      firstMove: number;
      lastMove: number;
      turn: number;
      turns: number;
      choice: number;
      choices: number;
      seed: number;
      seeds: number;
    };

export interface TurnSpan {
  line: number;
  firstMove: number;
  lastMove: number;
}

/** Each turn's line and moves, in order: the moves are shared out among the turns with nothing left over. */
export function turnSpans(game: SteppedGame): TurnSpan[] {
  const spans: TurnSpan[] = [];
  game.lines.forEach((line, index) => {
    if (line.kind !== 'turn' && line.kind !== 'opening') return;
    const firstMove = (spans.at(-1)?.lastMove ?? -1) + 1;
    spans.push({ line: index, firstMove, lastMove: line.lastMove });
  });
  return spans;
}

/** The turn (1-based) and the choice within it of move `move`; null past the end. */
export function choiceOf(spans: readonly TurnSpan[], move: number): { span: TurnSpan; turn: number; choice: number } | null {
  const index = spans.findIndex((span) => span.lastMove >= move);
  const span = spans[index];
  return span === undefined ? null : { span, turn: index + 1, choice: move - span.firstMove + 1 };
}

/** The counter at `position` of `game` (`spans` are the game's turnSpans, passed in when already known). */
export function counterAt(game: SteppedGame, position: number, spans: readonly TurnSpan[] = turnSpans(game)): ReplayCounter {
  const move = game.positions[position]?.move ?? null;
  const found = move === null ? null : choiceOf(spans, move);
  if (move === null || found === null) return { kind: 'start', turns: spans.length };
  const { span, turn, choice } = found;
  const firstStep = move === 0 ? 1 : (game.moveEnds[move - 1] ?? 0) + 1;
  return {
    kind: 'turn',
    line: span.line,
    move,
    firstMove: span.firstMove,
    lastMove: span.lastMove,
    turn,
    turns: spans.length,
    choice,
    choices: span.lastMove - span.firstMove + 1,
    seed: position - firstStep + 1,
    seeds: (game.moveEnds[move] ?? position) - firstStep + 1,
  };
}
