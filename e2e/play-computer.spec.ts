// A whole game against the computer, to the "Game over" dialog, on a small
// Kalah board at instant speed so it stays short; Rematch, after it or after a
// resignation, puts the players on each other's side.
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

test('a complete game against the computer ends in the Game over dialog', async ({ app }) => {
  await new SettingsPage(app).useInstantAnimation();

  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', holes: 3, seeds: 2, opponent: 'computer', level: 1 });
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 2 seeds');

  for (let turn = 0; turn < 60; turn++) {
    if (await play.gameOverDialog.isVisible()) break;
    const hole = play.choosable().first();
    try {
      await hole.click({ timeout: 2_000 });
    } catch {
      // The computer was moving, or the game just ended: look again.
    }
  }
  await expect(play.gameOverDialog).toBeVisible();
  await expect(play.gameOverDialog).toContainText(/wins? by|A draw/);
  await expect(play.gameOverDialog.getByRole('button', { name: 'Rematch' })).toBeEnabled();
  await expect(play.gameOverDialog.getByRole('button', { name: 'Replay' })).toBeEnabled();

  await play.gameOverDialog.getByRole('button', { name: 'Rematch, sides swapped' }).click();
  await expect(play.gameOverDialog).toBeHidden();
  // You played South: the rematch puts you on North, the computer (same level) on
  // South, where it moves first; your store starts empty.
  await expect(play.player('North')).toHaveText('You · 0');
  await expect(play.player('South')).toContainText('Computer (level 1) ·');
});

test('Rematch after a resigned game, from the toolbar once Game over is closed, swaps the sides', async ({ app }) => {
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'computer', level: 2, side: 'North' });
  await expect(play.player('North')).toContainText('You ·');

  await play.resign();
  await expect(play.gameOverDialog).toContainText('Computer (level 2) wins by resignation');
  // Closed, the dialog leaves Replay and Rematch beside New game.
  await play.gameOverDialog.getByRole('button', { name: 'Close' }).click();
  await expect(play.gameOverDialog).toBeHidden();
  await expect(app.locator('.toolbar').getByRole('button', { name: 'Replay' })).toBeVisible();
  await app.locator('.toolbar').getByRole('button', { name: 'Rematch, sides swapped' }).click();
  await expect(play.player('South')).toContainText('You ·');
  await expect(play.player('North')).toContainText('Computer (level 2) ·');
});
