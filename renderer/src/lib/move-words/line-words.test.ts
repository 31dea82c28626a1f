import { afterEach, describe, expect, it } from 'vitest';
import { newGame, PUZZLE_SET, type GameState } from '../../../../engine';
import { setLocale } from '../../i18n';
import { hintSteps, hintText } from './line-words';

function kalah(): GameState {
  const game = newGame('kalah');
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe('hint words', () => {
  afterEach(async () => {
    await setLocale(['en']);
  });

  it('tells the player’s own choices of the line, each by what it does', () => {
    // Kalah, 4 seeds: hole 3 ends in South's store; hole 6 then sows on and ends the turn.
    expect(hintText(kalah(), { move: { hole: 3 }, line: [{ hole: 3 }, { hole: 6 }, { hole: 1 }] }, 0)).toBe(
      "Hint: hole 3's last seed lands in your store, then hole 6 ends your turn.",
    );
  });

  it('says it is the hole\'s last seed that lands in the store, in each language\'s own order', async () => {
    const line = { move: { hole: 3 }, line: [{ hole: 3 }, { hole: 6 }, { hole: 1 }] };
    await setLocale(['de']);
    expect(hintText(kalah(), line, 0)).toBe('Tipp: mit Mulde 3 den letzten Samen in dein Lager säen, dann mit Mulde 6 deinen Zug beenden.');
    await setLocale(['es']);
    expect(hintText(kalah(), line, 0)).toBe('Pista: la última semilla del hueco 3 cae en tu almacén, luego el hueco 6 termina tu turno.');
  });

  it('says how many seeds a capture takes', () => {
    // South's hole 1 holds 1 seed; hole 2 is empty, North's hole opposite it holds 4.
    const pits = [1, 0, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
    const state = { ...kalah(), pits };
    expect(hintSteps(state, [{ hole: 1 }], 0)).toEqual(['hole 1 captures 5 seeds']);
  });

  it('stops at the end of the player’s turn: the opponent’s reply is not theirs to explain', () => {
    expect(hintSteps(kalah(), [{ hole: 1 }, { hole: 2 }], 0)).toEqual(['hole 1 ends your turn']);
  });

  it('tells a long chain up to four choices, unless asked to tell it all (a puzzle’s answer)', () => {
    const chain = PUZZLE_SET.find((puzzle) => (puzzle.solutions[0]?.length ?? 0) >= 6);
    if (chain === undefined) throw new Error('the set has no chain of six choices');
    const holes = chain.solutions[0] ?? [];
    const moves = holes.map((hole) => ({ hole }));
    const short = hintSteps(chain.state, moves, chain.solver);
    expect(short).toHaveLength(4);
    // The rest is said in words, with one stop at the end (never "then ….").
    const told = hintText(chain.state, { move: moves[0]!, line: moves }, chain.solver);
    expect(told).toMatch(/^Hint: hole \d+\b.*, and so on\.$/);
    expect(told).not.toMatch(/…|\.\.$/);
    const whole = hintSteps(chain.state, moves, chain.solver, holes.length);
    expect(whole.map((step) => Number(/^hole (\d+)/.exec(step)?.[1]))).toEqual(holes);
  });

  it('names only the hole when the line cannot be played here (the opening’s hidden first choice)', () => {
    const game = newGame('congkak');
    if (!game.ok) throw new Error(game.error.message);
    expect(hintText(game.value, { move: { player: 1, hole: 4 }, line: [{ player: 1, hole: 4 }] }, 1)).toBe('Hint: hole 4.');
  });
});
