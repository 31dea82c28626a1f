import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomGame } from '../../testing/random-game';
import { counterAt, turnSpans, type ReplayCounter } from './counter';
import { moveRows } from './move-list';
import { stepThrough, type SteppedGame } from './stepped-game';

function steppedGame(preset: 'congkak' | 'kalah' | 'oware' | 'dakon', seed: number, maxMoves?: number): SteppedGame {
  const { rules, moves } = randomGame(preset, seed, maxMoves);
  const built = stepThrough(rules, moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

type TurnCounter = Extract<ReplayCounter, { kind: 'turn' }>;

function turnCounter(game: SteppedGame, position: number, spans = turnSpans(game)): TurnCounter {
  const counter = counterAt(game, position, spans);
  if (counter.kind !== 'turn') throw new Error(`no turn at position ${position}`);
  return counter;
}

const presets = fc.constantFrom('congkak' as const, 'kalah' as const, 'oware' as const, 'dakon' as const);

describe('the replay counter', () => {
  it('says the start of the game with the number of turns the move list numbers', () => {
    const game = steppedGame('congkak', 13, 40);
    const numbered = moveRows(game, []).filter((row) => row.kind === 'turn').length;
    expect(counterAt(game, 0)).toEqual({ kind: 'start', turns: numbered });
  });

  it('names the turn the move list highlights, at every position', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const game = steppedGame(preset, seed, 80);
        const rows = moveRows(game, []);
        const spans = turnSpans(game);
        for (let position = 1; position < game.positions.length; position += 1) {
          const counter = turnCounter(game, position, spans);
          const row = rows.find((candidate) => candidate.line === counter.line);
          expect(row?.kind).toBe('turn');
          if (row?.kind === 'turn') expect(counter.turn).toBe(row.number);
          expect(counter.turns).toBe(rows.filter((candidate) => candidate.kind === 'turn').length);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('counts turn, choice and seed upwards as the game steps on, each within the one above', () => {
    fc.assert(
      fc.property(presets, fc.integer({ min: 1, max: 2 ** 31 }), (preset, seed) => {
        const game = steppedGame(preset, seed, 80);
        const spans = turnSpans(game);
        let before: TurnCounter | null = null;
        for (let position = 1; position < game.positions.length; position += 1) {
          const now = turnCounter(game, position, spans);
          expect(now.choice).toBeGreaterThanOrEqual(1);
          expect(now.choice).toBeLessThanOrEqual(now.choices);
          expect(now.seed).toBeGreaterThanOrEqual(1);
          expect(now.seed).toBeLessThanOrEqual(now.seeds);
          if (before) {
            const key = (c: TurnCounter) => [c.turn, c.choice, c.seed];
            const [turn, choice, step] = key(now);
            const [turnBefore, choiceBefore, stepBefore] = key(before);
            // One step on: the next seed, or the first seed of the next choice, or of the next turn's first choice.
            if (turn === turnBefore && choice === choiceBefore) expect(step).toBe((stepBefore ?? 0) + 1);
            else if (turn === turnBefore) expect([choice, step]).toEqual([(choiceBefore ?? 0) + 1, 1]);
            else expect([turn, choice, step]).toEqual([(turnBefore ?? 0) + 1, 1, 1]);
          }
          before = now;
        }
      }),
      { numRuns: 10 },
    );
  });

  it('is on the last seed of the last choice where a turn of the move list ends', () => {
    const game = steppedGame('congkak', 9, 120);
    for (const row of moveRows(game, [])) {
      if (row.kind !== 'turn') continue;
      const counter = turnCounter(game, row.endPosition);
      expect(counter).toMatchObject({ line: row.line, turn: row.number, choice: counter.choices, seed: counter.seeds });
    }
  });

  it('counts the choices after store landings: a turn of several holes has as many choices', () => {
    const game = steppedGame('congkak', 9, 120);
    const spans = turnSpans(game);
    const long = spans.find((span) => span.lastMove > span.firstMove && span.firstMove > 0);
    if (!long) throw new Error('no turn with a store landing');
    const secondChoice = turnCounter(game, (game.moveEnds[long.firstMove] ?? 0) + 1);
    expect(secondChoice).toMatchObject({ move: long.firstMove + 1, choice: 2, choices: long.lastMove - long.firstMove + 1, seed: 1 });
    // The moves are shared out among the turns, in order, with none left over.
    expect(spans.flatMap((span) => Array.from({ length: span.lastMove - span.firstMove + 1 }, (_, at) => span.firstMove + at))).toEqual(
      game.moves.map((_, move) => move),
    );
  });
});
