import { describe, expect, it } from 'vitest';
import { legalMoves, newGame, play, resolveRules } from '../index';
import type { EngineEvent, GameState, Rules } from '../types';
import { forcedLines, pendingPlayers, whyIllegal } from './engine-steps';

function rulesOf(preset: 'kalah' | 'congkak'): Rules {
  const rules = resolveRules(preset);
  if (!rules.ok) throw new Error(rules.error.message);
  return rules.value;
}

function start(preset: 'kalah' | 'congkak'): GameState {
  const started = newGame(rulesOf(preset));
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

describe('whyIllegal', () => {
  // Kalah: 6 holes a side; South's holes are pits 0-5, North's 7-12.
  const kalah = start('kalah');
  const ENGINE = 'the engine says no';

  it('names a hole beyond the board, and leaves the last hole of the board to the engine', () => {
    expect(whyIllegal(kalah, 0, 7, ENGINE)).toBe('South has no hole 7: the board has 6 holes a side');
    expect(whyIllegal(kalah, 1, 6, ENGINE)).toBe(ENGINE);
  });

  it("reads each side's own pit: South's hole h is pit h-1, North's is pit n+h", () => {
    const pits = [...kalah.pits];
    pits[1] = 0; // South's hole 2
    pits[6 + 4] = 0; // North's hole 4
    const state = { ...kalah, pits };
    expect(whyIllegal(state, 0, 2, ENGINE)).toBe("South's hole 2 is empty");
    expect(whyIllegal(state, 1, 4, ENGINE)).toBe("North's hole 4 is empty");
    expect(whyIllegal(state, 1, 2, ENGINE)).toBe(ENGINE);
    expect(whyIllegal(state, 0, 4, ENGINE)).toBe(ENGINE);
    expect(whyIllegal(state, 0, 3, ENGINE)).toBe(ENGINE);
  });

  it('says a burnt hole is burnt before anything else', () => {
    const state = { ...kalah, burnt: [6 + 3] };
    expect(whyIllegal(state, 1, 3, ENGINE)).toBe("North's hole 3 is burnt");
    expect(whyIllegal(state, 0, 3, ENGINE)).toBe(ENGINE);
  });
});

describe('pendingPlayers', () => {
  it('lists South then North when the opening waits for both, one player when it waits for one, none after it', () => {
    const opening = start('congkak');
    const seen = new Set<string>();
    for (const first of legalMoves(opening)) {
      const played = play(opening, first);
      if (!played.ok) throw new Error(played.error.message);
      const { state } = played.value;
      const asked = [...new Set(legalMoves(state).flatMap((move) => ('player' in move ? [move.player] : [])))].sort();
      expect(pendingPlayers(state)).toEqual(asked);
      seen.add(JSON.stringify(asked));
    }
    // The openings tried reach every case (so the order of two is checked too).
    expect([...seen].sort()).toEqual(['[0,1]', '[0]', '[1]', '[]']);
  });
});

describe('forcedLines', () => {
  const roundEnd = (round: number): EngineEvent => ({ type: 'round-end', round, leftovers: [], stores: [0, 0] });
  const gameEnd: EngineEvent = { type: 'game-end', winner: 0, stores: [50, 48] };

  it('gives passes and the next round in event order', () => {
    expect(forcedLines([{ type: 'pass', player: 1 }, roundEnd(2), { type: 'pass', player: 0 }])).toEqual([
      { kind: 'pass', player: 1 },
      { kind: 'round', round: 3 },
      { kind: 'pass', player: 0 },
    ]);
  });

  it('starts no round after a round that ends the game, and keeps the passes before it', () => {
    expect(forcedLines([roundEnd(4), gameEnd])).toEqual([]);
    expect(forcedLines([{ type: 'pass', player: 0 }, roundEnd(4), { type: 'refill', round: 5, pits: [], burnt: [] }, gameEnd])).toEqual([{ kind: 'pass', player: 0 }]);
  });
});
