// `.congkak` files for the archive specs, made with the engine itself:
// finished games between named players, each a different line of play.
import { legalMoves, newGame, play, printRecord, type GameRecord, type Move, type RulesInput } from '../engine';

export function finishedGame(seed: number, tags: Record<string, string>, rules: RulesInput = 'kalah'): GameRecord {
  const started = newGame(rules);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const moves: Move[] = [];
  // A simple deterministic walk: the seed picks among the legal moves.
  let x = seed * 2654435761;
  while (state.phase !== 'over') {
    const legal = legalMoves(state);
    x = (x * 1103515245 + 12345) >>> 0;
    const move = legal[x % legal.length]!;
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
    moves.push(move);
  }
  const stores = state.result?.stores ?? [0, 0];
  return { tags: { ...tags, Result: `${stores[0]}-${stores[1]}`, Termination: 'normal' }, rules: state.rules, comment: null, moves, notes: [] };
}

export function recordFile(count: number, tagsOf: (index: number) => Record<string, string>): string {
  return printRecord(Array.from({ length: count }, (_, index) => finishedGame(index + 1, tagsOf(index))));
}
