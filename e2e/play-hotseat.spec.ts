// Two people on one computer through the simultaneous opening: each chooses
// while the other's choice stays hidden (a "pass the device" screen between),
// and the choices that fall due mid-opening are asked of the right player.
// The line is found with the engine itself, and the board is checked against it.
import { legalMoves, newGame, play, type GameState, type Move, type Player } from '../engine';
import { expect, test } from './fixtures';
import { PlayPage, passDeviceIfAsked } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

const RULES = { preset: 'congkak', holes: 3, seeds: 3 } as const;
const NAMES = ['Ana', 'Budi'] as const;
const SIDES = ['South', 'North'] as const;

function start(): GameState {
  const game = newGame(RULES);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function after(state: GameState, move: Move): GameState {
  const outcome = play(state, move);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value.state;
}

/** A first choice after which a choice falls due mid-opening (a store landing). */
function openingWithPendingChoice(): { south: number; north: number } {
  const initial = start();
  for (const move of legalMoves(initial)) {
    if (!('south' in move)) continue;
    const next = after(initial, move);
    if (next.phase === 'opening' && legalMoves(next).some((candidate) => 'player' in candidate)) return move;
  }
  throw new Error('no opening line with a pending choice on this board');
}

test('a two-player game through the simultaneous opening, with choices pending mid-opening', async ({ app }) => {
  await new SettingsPage(app).useInstantAnimation();

  const page = new PlayPage(app);
  await page.open();
  await page.startGame({ preset: 'Congkak', holes: 3, seeds: 3, opponent: 'hotseat', names: [...NAMES] });

  const first = openingWithPendingChoice();
  await expect(app.getByText(`The opening: ${NAMES[0]}, choose your first hole`)).toBeVisible();
  await page.hole('South', first.south).click();
  // North's turn to choose, South's choice hidden behind the pass screen.
  await expect(app.getByRole('heading', { name: `Pass the device to ${NAMES[1]}` })).toBeVisible();
  await expect(page.board).toBeHidden();
  expect(await passDeviceIfAsked(app)).toContain(NAMES[1]);
  // Nothing was sown yet: the board still shows the start.
  await expect(page.hole('South', first.south)).toHaveAccessibleName(`South hole ${first.south}, 3 seeds`);
  await page.hole('North', first.north).click();

  let state = after(start(), first);
  let pendingAsked = 0;
  while (state.phase === 'opening') {
    const pending = legalMoves(state).filter((move): move is { player: Player; hole: number } => 'player' in move);
    const chooser = pending[0]?.player ?? 0;
    const hole = pending.find((move) => move.player === chooser)?.hole ?? 1;
    const prompt = app.getByText(`${NAMES[chooser]}, your hand landed in your store: choose again`);
    // The prompt comes once the move is shown to the person asked: after the pass screen when a different person chooses next.
    await expect(prompt.or(app.getByRole('button', { name: /^I am .*: show the board$/ }))).toBeVisible();
    await passDeviceIfAsked(app);
    await expect(prompt).toBeVisible();
    await page.hole(SIDES[chooser], hole).click();
    state = after(state, { player: chooser, hole });
    pendingAsked++;
  }
  expect(pendingAsked).toBeGreaterThan(0);

  await expect(page.status).toContainText(`The opening is over: ${NAMES[state.toMove ?? 0]} finished first and moves first`);
  // The board shows exactly the engine's position.
  for (let hole = 1; hole <= 3; hole++) {
    await expect(page.hole('South', hole)).toHaveAccessibleName(new RegExp(`^South hole ${hole}, ${state.pits[hole - 1]} seeds?`));
    await expect(page.hole('North', hole)).toHaveAccessibleName(new RegExp(`^North hole ${hole}, ${state.pits[3 + hole]} seeds?`));
  }
  await expect(page.store('South')).toHaveAccessibleName(new RegExp(`^South store, ${state.pits[3]} seeds?$`));
});
