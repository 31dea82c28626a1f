// Stepping through a game at four granularities. Each granularity is a set of
// stop positions (always including the first and the last), and a step goes to
// the next or previous stop, so stepping forward then back from a stop lands
// on the same position.
import type { SteppedGame } from './stepped-game';

export const GRANULARITIES = ['turn', 'choice', 'lap', 'seed'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The positions a step at `granularity` may stop at, ascending. */
export function stopsOf(game: SteppedGame, granularity: Granularity): number[] {
  const last = game.positions.length - 1;
  const stops = new Set<number>([0, last]);
  switch (granularity) {
    case 'seed':
      return game.positions.map((_, index) => index);
    case 'turn':
      for (const line of game.lines) if (line.kind === 'turn' || line.kind === 'opening') stops.add(game.moveEnds[line.lastMove] ?? last);
      break;
    case 'choice':
      for (const end of game.moveEnds) stops.add(end);
      break;
    case 'lap':
      // A lap ends where the hand picks up again (a relay starts a new lap) and where the move ends.
      for (const end of game.moveEnds) stops.add(end);
      game.positions.forEach((position, index) => {
        if (position.callouts.some((callout) => callout.kind === 'relay')) stops.add(index);
      });
      break;
  }
  return [...stops].sort((a, b) => a - b);
}

/** The first stop after `at`, or `at` when there is none. */
export function stepForward(stops: readonly number[], at: number): number {
  return stops.find((stop) => stop > at) ?? at;
}

/** The last stop before `at`, or `at` when there is none. */
export function stepBack(stops: readonly number[], at: number): number {
  return stops.findLast((stop) => stop < at) ?? at;
}
