// What survives: settings across a reload, and an unfinished game across a
// restart of the browser-mode server (the same data folder, a new process).
import { expect, test } from './fixtures';
import { restartOn } from './restart-on';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

test('settings survive a reload', async ({ app }) => {
  const settings = new SettingsPage(app);
  await settings.open();
  await settings.choose('Dark');
  await settings.choose('Slow');
  await settings.choose('North at the bottom');
  await app.getByRole('checkbox', { name: 'Seed clicks while sowing' }).check();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');

  await app.reload();
  // The address keeps the screen: Settings again, with the saved choices.
  await expect(app.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const name of ['Dark', 'Slow', 'North at the bottom']) await expect(app.getByRole('radio', { name, exact: true })).toBeChecked();
  await expect(app.getByRole('checkbox', { name: 'Seed clicks while sowing' })).toBeChecked();
});

test('an interrupted game is resumed after the server restarts', async ({ target, dataDir, chromium }) => {
  test.skip(target !== 'web', 'restarts the browser-mode server; the desktop app is not restarted here');
  const browser = await chromium();
  const context = await browser.newContext();
  try {
    await restartOn(
      dataDir,
      context,
      async (page) => {
        const play = new PlayPage(page);
        await play.open();
        await play.startGame({ preset: 'Kalah', opponent: 'hotseat', names: ['Ana', 'Budi'] });
        await play.hole('South', 1).click();
        await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 0 seeds');
        await expect(play.hole('North', 2)).toHaveAttribute('aria-disabled', 'false');
      },
      async (page) => {
        const play = new PlayPage(page);
        await play.continueGame();
        await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 0 seeds');
        await expect(play.hole('South', 5)).toHaveAccessibleName('South hole 5, 5 seeds');
        // Budi (North) is to move, as before the restart.
        await expect(page.getByText('Budi, your turn: choose a hole.')).toBeVisible();
      },
    );
  } finally {
    await context.close();
  }
});
