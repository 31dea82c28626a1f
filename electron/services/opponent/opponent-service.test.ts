/**
 * The opponent service end to end under tsx: a real worker thread running the
 * engine's search, its answers, cancellation, typed errors, closing, and the
 * adapter the sessions use.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { analyseMoves, legalMoves, newGame, type GameState, type RulesInput } from '../../../engine';
import { asComputerOpponent, createOpponentService, type OpponentService } from './opponent-service';

function start(rules: RulesInput): GameState {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

const service = createOpponentService({ bundleDir: '/nonexistent' });
afterAll(() => service.close());

describe('opponent service (worker thread)', () => {
  it('answers a legal move with the search figures, without blocking the main thread', async () => {
    const state = start('kalah');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const chosen = await service.chooseMove(state, 6, { timeMs: 300, seed: 1 });
    clearInterval(timer);
    if (!chosen.ok) throw new Error(chosen.error.message);
    expect(legalMoves(state)).toContainEqual(chosen.value.move);
    expect(chosen.value.nodes).toBeGreaterThan(0);
    expect(chosen.value.cancelled).toBe(false);
    // The main thread kept running its timers while the worker searched for 0.3 s.
    expect(ticks).toBeGreaterThanOrEqual(10);
  }, 20_000);

  it("in the opening, answers the named player's own choice", async () => {
    const chosen = await service.chooseMove(start('congkak'), 4, { player: 1, seed: 2 });
    if (!chosen.ok) throw new Error(chosen.error.message);
    expect(chosen.value.move).toMatchObject({ player: 1 });
  }, 20_000);

  it('an aborted signal stops the search promptly and answers the best move so far, flagged', async () => {
    const state = start('congkak-mw');
    const controller = new AbortController();
    const began = Date.now();
    const pending = service.chooseMove(state, 6, { timeMs: 30_000, signal: controller.signal, seed: 3 });
    setTimeout(() => controller.abort(), 200);
    const chosen = await pending;
    if (!chosen.ok) throw new Error(chosen.error.message);
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(chosen.value.cancelled).toBe(true);
    expect(legalMoves(state)).toContainEqual(chosen.value.move);
  }, 20_000);

  it('surfaces engine errors as typed values', async () => {
    const over = await service.chooseMove({ ...start('kalah'), pits: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], toMove: 1 } as GameState, 6);
    expect(over).toMatchObject({ ok: false, error: { code: 'bad-state' } });
    const level = await service.chooseMove(start('kalah'), 7);
    expect(level).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  }, 20_000);

  it('analyse: every legal choice, best first', async () => {
    const state = start('oware');
    const analysed = await service.analyse(state, { timeMs: 200 });
    if (!analysed.ok) throw new Error(analysed.error.message);
    expect(analysed.value.map((m) => m.move)).toEqual(expect.arrayContaining(legalMoves(state)));
    analysed.value.slice(1).forEach((m, i) => expect(m.score).toBeLessThanOrEqual(analysed.value[i]!.score));
  }, 20_000);

  it('the sessions adapter passes moves and hints through', async () => {
    const opponent = asComputerOpponent(service);
    const state = start('kalah');
    const signal = new AbortController().signal;
    const move = await opponent.chooseMove({ gameId: 1, state, player: 0, level: 2, signal });
    if (!move.ok) throw new Error(move.error.message);
    expect(legalMoves(state)).toContainEqual(move.value);
    const hints = await opponent.analyse({ gameId: 1, state, player: 0, signal: AbortSignal.timeout(60_000) });
    if (!hints.ok) throw new Error(hints.error.message);
    expect(Object.keys(hints.value[0]!).sort()).toEqual(['exact', 'line', 'move', 'score']);
    // The continuation a hint explains itself with starts with the move it suggests.
    expect(hints.value[0]!.line?.[0]).toEqual(hints.value[0]!.move);
  }, 20_000);

  it("the sessions adapter names each request's game, so level 6 keeps its table through that game only", async () => {
    const keys: (string | undefined)[] = [];
    const recording: OpponentService = {
      async chooseMove(state, _level, options = {}) {
        keys.push(options.gameKey);
        return { ok: true, value: { move: legalMoves(state)[0]!, score: 0, exact: false, depth: 1, nodes: 1, cancelled: false } };
      },
      analyse: async () => ({ ok: true, value: [] }),
      warmUp: async () => undefined,
      close: async () => undefined,
    };
    const opponent = asComputerOpponent(recording);
    const state = start('kalah');
    const signal = new AbortController().signal;
    for (const gameId of [4, 4, 9]) await opponent.chooseMove({ gameId, state, player: 0, level: 6, signal });
    expect(keys).toEqual(['game 4', 'game 4', 'game 9']);
  });

  it("a game's analysis is judged in the worker by the nodes it asks, under its game's key", async () => {
    const opponent = asComputerOpponent(service);
    const state = start('kalah');
    const budget = { maxNodes: 5_000, gameKey: 'analysis 7' };
    const judged = await opponent.analyse({ gameId: 7, state, player: 0, signal: AbortSignal.timeout(60_000), budget });
    if (!judged.ok) throw new Error(judged.error.message);
    // The same node budget searched here, with a table of its own, gives the same scores.
    const here = analyseMoves(state, { player: 0, maxNodes: budget.maxNodes, gameKey: 'analysis 7 here' });
    if (!here.ok) throw new Error(here.error.message);
    expect(judged.value.map(({ move, score }) => ({ move, score }))).toEqual(here.value.map(({ move, score }) => ({ move, score })));
  }, 20_000);

  it('warms up: the worker searches a little from the game given, after which it answers as before', async () => {
    const fresh = createOpponentService({ bundleDir: '/nonexistent' });
    try {
      // In the simultaneous opening for the player given; otherwise for whoever moves (the player is not asked).
      await fresh.warmUp(start('congkak'), 1);
      await fresh.warmUp(start('kalah'), 1);
      const chosen = await fresh.chooseMove(start('congkak'), 5, { player: 1, seed: 4 });
      expect(chosen.ok).toBe(true);
    } finally {
      await fresh.close();
    }
  }, 20_000);

  it('closing answers waiting requests with "closed", and a later request starts a new worker', async () => {
    const other = createOpponentService({ bundleDir: '/nonexistent' });
    const waiting = other.chooseMove(start('congkak-mw'), 6, { timeMs: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await other.close();
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'closed' } });
    const again = await other.chooseMove(start('kalah'), 1, { seed: 1 });
    expect(again.ok).toBe(true);
    await other.close();
  }, 20_000);
});
