import { describe, expect, it } from 'vitest';
import { newGame, play, turnFromMoves, type EngineEvent, type GameState, type Move } from '../../../../engine';
import { describeEvents, turnPrompt, type Perspective } from './status';

const vsComputer: Perspective = { names: ['Ana', 'Computer'], you: 0 };
const hotseat: Perspective = { names: ['Ana', 'Budi'], you: null };

function state(rules: Parameters<typeof newGame>[0]): GameState {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
function after(before: GameState, move: Move): { state: GameState; events: EngineEvent[] } {
  const outcome = play(before, move);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

describe('describeEvents', () => {
  const kalah = state('kalah');

  it('says "Landed in your store: choose again" when your last seed reaches your store', () => {
    // Kalah hole 3 (4 seeds) ends in South's store (pit 6).
    const played = after(kalah, { hole: 3 });
    expect(describeEvents(played.events, kalah, played.state, vsComputer)).toEqual(['Landed in your store: choose again']);
    expect(describeEvents(played.events, kalah, played.state, hotseat)).toEqual(['Landed in Ana’s store: Ana chooses again']);
  });

  it('announces relays, captures and mati from the events', () => {
    const board = state({ preset: 'congkak', holes: 3, seeds: 3, opening: 'alternate' });
    const events: EngineEvent[] = [
      { type: 'pick', player: 0, pit: 0, seeds: 3 },
      { type: 'relay', player: 0, pit: 5, seeds: 4 },
      { type: 'capture', player: 0, pit: 1, from: 5, seeds: 9 },
      { type: 'turn-end', player: 0, next: 1 },
    ];
    expect(describeEvents(events, board, board, vsComputer)).toEqual(['Relay from North hole 2', 'You captured 9 seeds']);
    expect(describeEvents(events, board, board, hotseat)).toContain('Ana captured 9 seeds');
    const mati: EngineEvent[] = [{ type: 'dead', player: 0, pit: 5 }];
    expect(describeEvents(mati, board, board, vsComputer)).toEqual(['Mati: your turn ends']);
    expect(describeEvents(mati, board, board, hotseat)).toEqual(['Mati: Ana’s turn ends']);
    const stays: EngineEvent[] = [{ type: 'dead', player: 1, pit: 5 }];
    expect(describeEvents(stays, board, board, hotseat)).toEqual(['The seed stays: the turn ends']);
  });

  it('names both store landings when both players must choose again in the opening', () => {
    const opening = state({ preset: 'congkak', holes: 3, seeds: 3 });
    const played = after(opening, { south: 1, north: 1 });
    expect(describeEvents(played.events, opening, played.state, hotseat)).toEqual([
      'Landed in Ana’s store: Ana chooses again',
      'Landed in Budi’s store: Budi chooses again',
    ]);
  });

  it('counts relays rather than naming dozens of them', () => {
    const board = state('congkak');
    const relays: EngineEvent[] = Array.from({ length: 5 }, (_, i) => ({ type: 'relay', player: 0, pit: i, seeds: 2 }));
    expect(describeEvents(relays, board, board, vsComputer)).toEqual(['5 relays']);
  });

  it('tells captures running on by one player as one, with their total (Oware: house after house)', () => {
    const board = state('oware');
    const houses: EngineEvent[] = [9, 10, 11, 7, 8].map((pit) => ({ type: 'capture', player: 1, pit, from: pit, seeds: 2 }));
    expect(describeEvents(houses, board, board, vsComputer)).toEqual(['Computer captured 10 seeds']);
    const both: EngineEvent[] = [houses[0]!, { type: 'capture', player: 0, pit: 1, from: 1, seeds: 3 }, houses[1]!];
    expect(describeEvents(both, board, board, hotseat)).toEqual(['Budi captured 2 seeds', 'Ana captured 3 seeds', 'Budi captured 2 seeds']);
  });

  it('never says "chooses again" of a store landing that ended the round, even when that player starts the next', () => {
    const board = state({ preset: 'dakon', holes: 4, seeds: 3 });
    const ending: EngineEvent[] = [
      { type: 'store', player: 1 },
      { type: 'round-end', round: 1, leftovers: [], stores: [9, 15] },
    ];
    expect(describeEvents(ending, board, { ...board, toMove: 1, round: 2 }, vsComputer)).toEqual(['Round 1 over: Ana 9, Computer 15']);
  });

  it('says who moves first after the opening, and why', () => {
    let current = state({ preset: 'congkak', holes: 3, seeds: 3 });
    const opening = current;
    let events: EngineEvent[] = [];
    // Play the opening's choices until the first ordinary turn.
    for (const move of [{ south: 1, north: 1 }, { player: 0, hole: 2 }, { player: 1, hole: 2 }] as Move[]) {
      if (current.phase !== 'opening') break;
      const outcome = play(current, move);
      if (!outcome.ok) continue;
      current = outcome.value.state;
      events = outcome.value.events;
    }
    expect(current.phase).not.toBe('opening');
    const sentences = describeEvents(events, { ...opening, phase: 'opening' }, current, hotseat);
    expect(sentences.at(-1)).toBe(`The opening is over: ${hotseat.names[current.toMove ?? 0]} finished first and moves first`);
    // Facing the computer, the human is spoken to: "you finished first and move first".
    const mover = current.toMove ?? 0;
    const spoken = describeEvents(events, { ...opening, phase: 'opening' }, current, { names: hotseat.names, you: mover });
    expect(spoken.at(-1)).toBe('The opening is over: you finished first and move first');
  });
});

describe('turnPrompt', () => {
  it('asks you, or the named player, and says whom the screen waits for', () => {
    const move = turnFromMoves([{ hole: 1 }], 0);
    expect(turnPrompt(move, 0, vsComputer)).toBe('Your turn: choose a hole.');
    expect(turnPrompt(move, 0, hotseat)).toBe('Ana, your turn: choose a hole.');
    expect(turnPrompt(turnFromMoves([{ hole: 1 }], 1), null, vsComputer)).toBe('Computer to move.');
    expect(turnPrompt(turnFromMoves([{ south: 1, north: 2 }], null), 1, hotseat)).toContain('Budi, choose your first hole');
    expect(turnPrompt(turnFromMoves([{ player: 0, hole: 2 }], null), 0, vsComputer)).toContain('landed in your store');
  });
});
