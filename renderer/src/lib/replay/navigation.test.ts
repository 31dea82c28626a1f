import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../../../engine';
import { GRANULARITIES, stepBack, stepForward, stopsOf } from './navigation';
import { stepThrough, lastPosition, stateAt, type SteppedGame } from './stepped-game';
import { randomGame } from '../../testing/random-game';

function steppedGame(preset: 'congkak' | 'kalah' | 'oware', seed: number, maxMoves?: number): SteppedGame {
  const { rules, moves } = randomGame(preset, seed, maxMoves);
  const built = stepThrough(rules, moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

const presets = fc.constantFrom('congkak' as const, 'kalah' as const, 'oware' as const);

describe('the positions of a stepped game', () => {
  it('end each move on the board the engine reached, and start on the new game', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const game = steppedGame(preset, seed, 60);
        expect(game.positions[0]?.pits).toEqual(game.states[0]?.pits);
        game.moveEnds.forEach((end, move) => {
          expect(game.positions[end]?.pits).toEqual(game.states[move + 1]?.pits);
          expect(game.positions[end]?.movesDone).toBe(move + 1);
          expect(stateAt(game, end)).toBe(game.states[move + 1]);
        });
      }),
      { numRuns: 8 },
    );
  });

  it('belong to their moves in order, one step per seed (or tick), ending where the events take the board', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const game = steppedGame(preset, seed, 60);
        game.positions.slice(1).forEach((position, at) => {
          const move = position.move ?? -1;
          expect(move).toBeGreaterThanOrEqual(game.positions[at]?.move ?? 0);
          expect(position.movesDone).toBe(game.moveEnds[move] === at + 1 ? move + 1 : move);
        });
        // At least one step per seed sown: stepping never skips over drops.
        const sows = game.events.flat().filter((event) => event.type === 'sow' && event.tick === undefined).length;
        expect(game.positions.length).toBeGreaterThan(sows);
        const lastMove = game.moves.length - 1;
        expect(game.positions[lastPosition(game)]?.pits).toEqual(applyEvents(game.states[lastMove]?.pits ?? [], game.events[lastMove] ?? []));
      }),
      { numRuns: 8 },
    );
  });

  it('refuses a move the engine refuses, naming it', () => {
    const { rules, moves } = randomGame('kalah', 3, 5);
    const built = stepThrough(rules, [...moves, { hole: 99 }]);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error).toMatch(/^move 6:/);
  });
});

describe('navigation', () => {
  it('steps forward then back to the same position, at every granularity, from every stop', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const game = steppedGame(preset, seed, 80);
        for (const granularity of GRANULARITIES) {
          const stops = stopsOf(game, granularity);
          expect(stops[0]).toBe(0);
          expect(stops.at(-1)).toBe(lastPosition(game));
          for (const stop of stops.slice(0, -1)) expect(stepBack(stops, stepForward(stops, stop))).toBe(stop);
          for (const stop of stops.slice(1)) expect(stepForward(stops, stepBack(stops, stop))).toBe(stop);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('nests the granularities: every turn end is a choice, every choice a lap end, every lap end a seed', () => {
    const game = steppedGame('congkak', 11, 120);
    const [turns, choices, laps, seeds] = GRANULARITIES.map((granularity) => new Set(stopsOf(game, granularity)));
    for (const [outer, inner] of [
      [turns, choices],
      [choices, laps],
      [laps, seeds],
    ] as const) {
      for (const stop of outer ?? []) expect(inner?.has(stop)).toBe(true);
    }
    expect(turns?.size).toBeLessThan(choices?.size ?? 0);
    expect(choices?.size).toBeLessThan(laps?.size ?? 0);
  });

  it('stops a lap where the hand picks up a relay', () => {
    const game = steppedGame('congkak', 5, 120);
    const laps = stopsOf(game, 'lap');
    const relays = game.positions.flatMap((position, index) => (position.callouts.some((c) => c.kind === 'relay') ? [index] : []));
    expect(relays.length).toBeGreaterThan(0);
    for (const relay of relays) expect(laps).toContain(relay);
    expect(laps.length).toBe(new Set([0, lastPosition(game), ...game.moveEnds, ...relays]).size);
  });

  it('stops a turn only at the ends of the record lines turns', () => {
    const game = steppedGame('congkak', 9, 120);
    const turnLines = game.lines.filter((line) => line.kind === 'turn' || line.kind === 'opening');
    const ends = turnLines.map((line) => game.moveEnds[line.lastMove]);
    expect(stopsOf(game, 'turn')).toEqual([...new Set([0, ...ends, lastPosition(game)])].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('stays put past either end', () => {
    const game = steppedGame('kalah', 2, 20);
    const stops = stopsOf(game, 'turn');
    expect(stepBack(stops, 0)).toBe(0);
    expect(stepForward(stops, lastPosition(game))).toBe(lastPosition(game));
  });
});
