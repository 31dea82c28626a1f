// A game played from the keyboard alone: Play opens the New game dialog (no
// game to resume), arrows in it, Enter to start; then arrows + Enter, and
// digit keys for the holes. At instant speed: since Escape skips only the turn
// being shown (the computer's reply is then sown), a whole game at Normal
// speed took longer than the test's time on a loaded machine, and pacing is
// tested on its own (play-follow, play-series).
import { expect, test } from './fixtures';
import { callApi } from './pages/app-api';
import { PlayPage } from './pages/play-page';

test('a keyboard-only game against the computer, to the end', async ({ app }) => {
  const play = new PlayPage(app);
  await callApi(app, 'updateSettings', { animationSpeed: 'instant' });
  await app.reload();
  // Home is shown once the saved language is read: the first Tab must find it there.
  await expect(app.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await app.keyboard.press('Tab');
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();

  // No game to resume: the New game dialog opens by itself.
  await expect(play.newGameDialog).toBeVisible();
  // The rules radios: Congkak is checked; five steps down is Kalah.
  await expect(app.getByRole('radio', { name: /^Congkak The classic/ })).toBeFocused();
  for (let i = 0; i < 5; i++) await app.keyboard.press('ArrowDown');
  await expect(app.getByRole('radio', { name: /^Kalah/ })).toBeChecked();
  for (let i = 0; i < 30; i++) {
    if (await play.newGameDialog.getByRole('button', { name: 'Start' }).evaluate((button) => button === document.activeElement)) break;
    await app.keyboard.press('Tab');
  }
  await app.keyboard.press('Enter');
  await expect(play.newGameDialog).toBeHidden();
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 4 seeds');

  // The first move: arrows move the focus along South's row, Enter chooses.
  await app.keyboard.press('ArrowRight');
  await expect(play.hole('South', 1)).toBeFocused();
  await app.keyboard.press('ArrowRight');
  await expect(play.hole('South', 2)).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(play.hole('South', 2)).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(play.status).not.toBeEmpty();

  // The rest by digit keys: the number of a hole that may be chosen (read from the board).
  // The game is over once the toolbar offers the rematch: an Escape pressed just as the Game
  // over dialog opened closes it (CI's fresh clone saw that), and the loop must still stop.
  // The toolbar's, or the dialog's while it is open.
  const rematch = app.getByRole('button', { name: 'Rematch, sides swapped' }).first();
  for (let turn = 0; turn < 80; turn++) {
    if ((await play.gameOverDialog.isVisible()) || (await rematch.isVisible())) break;
    await app.keyboard.press('Escape');
    const name = await play
      .choosable()
      .first()
      .getAttribute('aria-label', { timeout: 1_500 })
      .catch(() => null);
    if (name === null) continue;
    const hole = /hole (\d+)/.exec(name)?.[1] ?? '';
    await app.keyboard.press(hole === '10' ? '0' : hole);
  }
  await expect(rematch).toBeVisible();
  await expect(play.choosable()).toHaveCount(0);
});
