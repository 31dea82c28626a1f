// Undo (back to your previous choice, the computer's reply taken back too),
// Hint (the best move, why in words, and its hole marked) and feedback on wrong actions.
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

test('undo takes back your move and the computer’s reply; hint names a hole, says why and marks it', async ({ app }) => {
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'computer' });
  await expect(play.getUndo()).toBeDisabled();

  // Kalah hole 1 (4 seeds) ends in an empty hole: the computer replies.
  await play.hole('South', 1).click();
  // The computer has replied once a South hole can be chosen again.
  await expect(play.store('North')).not.toHaveAccessibleName('North store, 0 seeds');
  await expect(play.choosable().first()).toBeVisible();
  await play.getUndo().click();
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 4 seeds');
  await expect(play.store('North')).toHaveAccessibleName('North store, 0 seeds');
  await expect(play.getUndo()).toBeDisabled();

  await app.getByRole('button', { name: 'Hint', exact: true }).click();
  // Why, in words from the engine's continuation, never a raw evaluation.
  await expect(app.getByText(/^Hint: hole \d('s last seed lands in your store| captures \d+ seeds?| ends your turn)/)).toBeVisible();
  await expect(app.getByText(/evaluation/)).toHaveCount(0);
  await expect(play.suggested()).toHaveCount(1);
  // H asks too.
  await app.getByRole('heading', { level: 1, name: 'Play' }).focus();
  await app.keyboard.press('h');
  await expect(app.getByText(/^Hint: hole \d/)).toBeVisible();

  // Wrong actions get words: an empty hole, and the opponent's row.
  await play.hole('South', 3).click();
  await expect(play.hole('South', 3)).toHaveAccessibleName('South hole 3, 0 seeds');
  await expect(play.choosable().first()).toBeVisible();
  // Holes that cannot be chosen are aria-disabled, yet a click on one is answered.
  await play.hole('South', 3).click({ force: true });
  await expect(play.alert).toHaveText('That hole is empty: choose one with seeds.');
  await play.hole('North', 1).click({ force: true });
  await expect(play.alert).toHaveText('Those are Computer (level 3)’s holes: choose one of your own.');
});
