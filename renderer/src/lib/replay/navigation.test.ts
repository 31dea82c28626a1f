import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../../../engine';
import { GRANULARITIES, lineAtPosition, stepBack, stepForward, stopsOf } from './navigation';
import { buildReplay, lastPosition, stateAt, type Replay } from './replay';
import { randomGame } from '../../testing/random-game';

function replayOf(preset: 'congkak' | 'kalah' | 'oware', seed: number, maxMoves?: number): Replay {
  const { rules, moves } = randomGame(preset, seed, maxMoves);
  const built = buildReplay(rules, moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

const presets = fc.constantFrom('congkak' as const, 'kalah' as const, 'oware' as const);

describe('replay positions', () => {
  it('end each move on the board the engine reached, and start on the new game', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const replay = replayOf(preset, seed, 60);
        expect(replay.positions[0]?.pits).toEqual(replay.states[0]?.pits);
        replay.moveEnds.forEach((end, move) => {
          expect(replay.positions[end]?.pits).toEqual(replay.states[move + 1]?.pits);
          expect(replay.positions[end]?.movesDone).toBe(move + 1);
          expect(stateAt(replay, end)).toBe(replay.states[move + 1]);
        });
      }),
      { numRuns: 8 },
    );
  });

  it('belong to their moves in order, one step per seed (or tick), ending where the events take the board', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const replay = replayOf(preset, seed, 60);
        replay.positions.slice(1).forEach((position, at) => {
          const move = position.move ?? -1;
          expect(move).toBeGreaterThanOrEqual(replay.positions[at]?.move ?? 0);
          expect(position.movesDone).toBe(replay.moveEnds[move] === at + 1 ? move + 1 : move);
        });
        // At least one step per seed sown: the replay never skips over drops.
        const sows = replay.events.flat().filter((event) => event.type === 'sow' && event.tick === undefined).length;
        expect(replay.positions.length).toBeGreaterThan(sows);
        const lastMove = replay.moves.length - 1;
        expect(replay.positions[lastPosition(replay)]?.pits).toEqual(applyEvents(replay.states[lastMove]?.pits ?? [], replay.events[lastMove] ?? []));
      }),
      { numRuns: 8 },
    );
  });

  it('refuses a move the engine refuses, naming it', () => {
    const { rules, moves } = randomGame('kalah', 3, 5);
    const built = buildReplay(rules, [...moves, { hole: 99 }]);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error).toMatch(/^move 6:/);
  });
});

describe('navigation', () => {
  it('steps forward then back to the same position, at every granularity, from every stop', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const replay = replayOf(preset, seed, 80);
        for (const granularity of GRANULARITIES) {
          const stops = stopsOf(replay, granularity);
          expect(stops[0]).toBe(0);
          expect(stops.at(-1)).toBe(lastPosition(replay));
          for (const stop of stops.slice(0, -1)) expect(stepBack(stops, stepForward(stops, stop))).toBe(stop);
          for (const stop of stops.slice(1)) expect(stepForward(stops, stepBack(stops, stop))).toBe(stop);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('nests the granularities: every turn end is a choice, every choice a lap end, every lap end a seed', () => {
    const replay = replayOf('congkak', 11, 120);
    const [turns, choices, laps, seeds] = GRANULARITIES.map((granularity) => new Set(stopsOf(replay, granularity)));
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
    const replay = replayOf('congkak', 5, 120);
    const laps = stopsOf(replay, 'lap');
    const relays = replay.positions.flatMap((position, index) => (position.callouts.some((c) => c.kind === 'relay') ? [index] : []));
    expect(relays.length).toBeGreaterThan(0);
    for (const relay of relays) expect(laps).toContain(relay);
    expect(laps.length).toBe(new Set([0, lastPosition(replay), ...replay.moveEnds, ...relays]).size);
  });

  it('stops a turn only at the ends of the record lines turns', () => {
    const replay = replayOf('congkak', 9, 120);
    const turnLines = replay.lines.filter((line) => line.kind === 'turn' || line.kind === 'opening');
    const ends = turnLines.map((line) => replay.moveEnds[line.lastMove]);
    expect(stopsOf(replay, 'turn')).toEqual([...new Set([0, ...ends, lastPosition(replay)])].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('stays put past either end', () => {
    const replay = replayOf('kalah', 2, 20);
    const stops = stopsOf(replay, 'turn');
    expect(stepBack(stops, 0)).toBe(0);
    expect(stepForward(stops, lastPosition(replay))).toBe(lastPosition(replay));
  });

  it('finds the move-list line of the turn being shown', () => {
    const replay = replayOf('congkak', 13, 40);
    expect(lineAtPosition(replay, 0)).toBeNull();
    replay.lines.forEach((line, index) => {
      if (line.kind !== 'turn' && line.kind !== 'opening') return;
      expect(lineAtPosition(replay, replay.moveEnds[line.lastMove] ?? -1)).toBe(index);
    });
  });
});
