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

/**
 * `count` games, the game at `index` tagged `tagsOf(index)`. They share `lines` lines of play, each
 * played out once (as many as the games by default): a file of thousands is then made in a moment,
 * its games still distinct where their tags are.
 */
export function recordFile(count: number, tagsOf: (index: number) => Record<string, string>, lines = count): string {
  const played = new Map<number, GameRecord>();
  return printRecord(
    Array.from({ length: count }, (_, index) => {
      const seed = (index % lines) + 1;
      const game = played.get(seed) ?? finishedGame(seed, {});
      played.set(seed, game);
      return { ...game, tags: { ...tagsOf(index), ...game.tags } };
    }),
  );
}
