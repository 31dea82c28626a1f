import { describe, expect, it } from 'vitest';
import { newGame, play, type EngineEvent, type GameState, type Move } from '../../../../engine';
import { summarizeTurn, turnSummaryText } from './turn-summary';

const perspective = { names: ['Ana', 'Computer'] as const, you: 0 as const };

function started(): GameState {
  const game = newGame('kalah');
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** The events of `moves` played one after another from `state`. */
function eventsOf(state: GameState, moves: Move[]): EngineEvent[] {
  const events: EngineEvent[] = [];
  let now = state;
  for (const move of moves) {
    const played = play(now, move);
    if (!played.ok) throw new Error(played.error.message);
    events.push(...played.value.events);
    now = played.value.state;
  }
  return events;
}

describe('summarizeTurn', () => {
  it('counts the choices, store landings, relays, captures and seeds banked of each player from the events', () => {
    // Four holes a side: South sows from hole 1, relays from hole 2, lands in the store, then captures.
    const events: EngineEvent[] = [
      { type: 'pick', player: 0, pit: 0, seeds: 1 },
      { type: 'sow', player: 0, pit: 1 },
      { type: 'relay', player: 0, pit: 1, seeds: 3 },
      { type: 'sow', player: 0, pit: 2 },
      { type: 'sow', player: 0, pit: 3 },
      { type: 'sow', player: 0, pit: 4 },
      { type: 'store', player: 0 },
      { type: 'pick', player: 0, pit: 2, seeds: 1 },
      { type: 'sow', player: 0, pit: 3 },
      { type: 'capture', player: 0, pit: 3, from: 6, seeds: 5 },
      { type: 'turn-end', player: 0, next: 1 },
    ];
    const pits = [1, 2, 0, 0, 0, 0, 4, 0, 0, 0];
    expect(summarizeTurn(pits, events, 4, false)).toEqual({
      opening: false,
      tallies: [{ player: 0, choices: 2, storeLandings: 1, relays: 1, captures: 1, banked: 6 }],
    });
  });

  it('sums a chain of store landings played by the engine', () => {
    const start = started();
    // Kalah, 4 seeds: hole 3 ends in the store, then hole 6 sows on.
    const events = eventsOf(start, [{ hole: 3 }, { hole: 6 }]);
    const summary = summarizeTurn(start.pits, events, 6, false);
    expect(summary.tallies).toEqual([{ player: 0, choices: 2, storeLandings: 1, relays: 0, captures: 0, banked: 2 }]);
  });

  it('tallies both players in the simultaneous opening', () => {
    const game = newGame({ preset: 'congkak', holes: 3, seeds: 3 });
    if (!game.ok) throw new Error(game.error.message);
    const events = eventsOf(game.value, [{ south: 1, north: 1 }]);
    const summary = summarizeTurn(game.value.pits, events, 3, true);
    expect(summary.tallies.map((tally) => tally.player)).toEqual([0, 1]);
    expect(summary.tallies.every((tally) => tally.choices === 1)).toBe(true);
  });
});

describe('turnSummaryText', () => {
  it('says who moved and what the turn did, leaving out what did not happen, with plurals', () => {
    const text = turnSummaryText({ opening: false, tallies: [{ player: 1, choices: 13, storeLandings: 12, relays: 0, captures: 2, banked: 84 }] }, perspective);
    expect(text).toBe('Computer: 13 choices, 12 store landings, 2 captures, +84 seeds');
    const yours = turnSummaryText({ opening: false, tallies: [{ player: 0, choices: 1, storeLandings: 0, relays: 1, captures: 1, banked: 1 }] }, perspective);
    expect(yours).toBe('You: 1 choice, 1 relay, 1 capture, +1 seed');
  });

  it('names the opening and both players', () => {
    const tallies = [
      { player: 0 as const, choices: 2, storeLandings: 1, relays: 0, captures: 0, banked: 3 },
      { player: 1 as const, choices: 1, storeLandings: 0, relays: 0, captures: 0, banked: 1 },
    ];
    expect(turnSummaryText({ opening: true, tallies }, perspective)).toBe('Opening — You: 2 choices, 1 store landing, +3 seeds; Computer: 1 choice, +1 seed');
  });
});
