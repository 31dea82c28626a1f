import { describe, expect, it } from 'vitest';
import { legalMoves, newGame, play, type EngineEvent, type GameState, type Move } from '../../../../engine';
import { buildTimeline, frameIndexAt, schedule } from './timeline';

function started(rules: Parameters<typeof newGame>[0]): GameState {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function played(state: GameState, move: Move): { state: GameState; events: EngineEvent[] } {
  const outcome = play(state, move);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

describe('buildTimeline', () => {
  it('ends on the board the engine reached, for every first move of Kalah', () => {
    const start = started('kalah');
    for (const move of legalMoves(start)) {
      const { state, events } = played(start, move);
      const timeline = buildTimeline(start.pits, start.burnt, events);
      expect(timeline.final.pits).toEqual(state.pits);
      expect(timeline.frames.at(-1)?.pits).toEqual(state.pits);
    }
  });

  it('shows one frame per seed sown: the pick-up, then each drop with the hand one seed lighter', () => {
    const start = started('kalah');
    const { events } = played(start, { hole: 1 });
    const { frames } = buildTimeline(start.pits, start.burnt, events);
    const sows = events.filter((event) => event.type === 'sow').length;
    expect(sows).toBe(4);
    // the choice marked + pick + 4 drops (the mati and the turn end join the last drop)
    expect(frames).toHaveLength(6);
    expect(frames[0]).toEqual({ pits: start.pits, burnt: [], hands: [], touched: [], callouts: [], chosen: [0], choice: true });
    expect(frames.slice(1).map((frame) => frame.hands[0]?.seeds ?? 0)).toEqual([4, 3, 2, 1, 0]);
    expect(frames[2]?.pits[1]).toBe(5);
    expect(frames[2]?.touched).toEqual([1]);
    expect(frames.every((frame) => frame.chosen.join() === '0')).toBe(true);
  });

  it('sows both hands in one frame per tick during the simultaneous opening', () => {
    const start = started({ preset: 'congkak', holes: 3, seeds: 3 });
    const { state, events } = played(start, { south: 1, north: 1 });
    const { frames, final } = buildTimeline(start.pits, start.burnt, events);
    const ticks = new Set(events.map((event) => event.tick));
    // Both choices marked, then one frame per tick.
    expect(frames).toHaveLength(ticks.size + 1);
    expect(frames[0]?.chosen).toEqual([0, 4]);
    // Tick 0: both pick up, both hands shown.
    expect(frames[1]?.hands.map((hand) => hand.player)).toEqual([0, 1]);
    expect(final.pits).toEqual(state.pits);
  });

  it('calls out relays, store landings and captures with their seeds', () => {
    const events: EngineEvent[] = [
      { type: 'pick', player: 0, pit: 0, seeds: 1 },
      { type: 'sow', player: 0, pit: 1 },
      { type: 'relay', player: 0, pit: 1, seeds: 2 },
      { type: 'sow', player: 0, pit: 2 },
      { type: 'sow', player: 0, pit: 3 },
      { type: 'store', player: 0 },
    ];
    const { frames } = buildTimeline([1, 1, 0, 0, 0, 0, 0, 0], [], events);
    expect(frames.flatMap((frame) => frame.callouts)).toEqual([
      { kind: 'relay', player: 0, pit: 1, seeds: 2 },
      { kind: 'store', player: 0 },
    ]);
    // the choice; pick; drop + relay; drop; drop + store landing
    expect(frames).toHaveLength(5);
    expect(frames[2]?.hands).toEqual([{ player: 0, pit: 1, seeds: 2 }]);
    expect(frames.at(-1)?.pits).toEqual([0, 0, 1, 1, 0, 0, 0, 0]);
    expect(frames.at(-1)?.hands).toEqual([]);
  });

  it('applies refills and their burnt holes', () => {
    const events: EngineEvent[] = [
      { type: 'round-end', round: 1, leftovers: [], stores: [5, 3] },
      { type: 'refill', round: 2, pits: [1, 0, 4, 0, 0, 3], burnt: [1, 4] },
    ];
    const { frames, final } = buildTimeline([0, 0, 5, 0, 0, 3], [], events);
    expect(frames).toHaveLength(2);
    expect(final).toEqual({ pits: [1, 0, 4, 0, 0, 3], burnt: [1, 4] });
    expect(frames[1]?.callouts).toEqual([{ kind: 'refill', round: 2, burnt: [1, 4] }]);
  });
});

describe('schedule and frameIndexAt', () => {
  const frame = (callouts: number, choice = false) => ({
    pits: [],
    burnt: [],
    hands: [],
    touched: [],
    callouts: Array.from({ length: callouts }, () => ({ kind: 'pass' as const, player: 0 as const })),
    chosen: [],
    choice,
  });

  it('gives frames with a callout longer to be read, and the marked choice a moment before the sowing', () => {
    expect(schedule([frame(0, true), frame(0), frame(1), frame(0)], 100)).toEqual({ starts: [0, 300, 400, 800], end: 900 });
  });

  it('jumps to the frame that is due, however far behind', () => {
    const { starts } = schedule(Array.from({ length: 500 }, () => frame(0)), 10);
    expect(frameIndexAt(starts, 0)).toBe(0);
    expect(frameIndexAt(starts, 15)).toBe(1);
    expect(frameIndexAt(starts, 3_999)).toBe(399);
    expect(frameIndexAt(starts, 1e9)).toBe(499);
  });
});
