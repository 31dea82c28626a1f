// The line that tells the player what to do is in view without scrolling,
// down to a short window (900×540, below 75rem where the messages sit under
// the board), with the player's own row of holes in view too.
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

// One game, looked at in each window size (a game per size cost CI a page and a game each).
test('the Play prompt and your holes are in view at 900×540, 1100×620 and 1280×720', async ({ app }) => {
  await app.setViewportSize({ width: 900, height: 540 });
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'computer' });
  const prompt = app.locator('.prompt');
  await expect(prompt).toHaveText('Your turn: choose a hole.');
  for (const [width, height] of [
    [900, 540],
    [1100, 620],
    [1280, 720],
  ] as const) {
    await app.setViewportSize({ width, height });
    await expect.poll(() => app.evaluate(() => window.scrollY), `scrolled at ${width}×${height}`).toBe(0);
    await expect(prompt, `the prompt at ${width}×${height}`).toBeInViewport({ ratio: 1 });
    for (const hole of [1, 6]) await expect(play.hole('South', hole), `hole ${hole} at ${width}×${height}`).toBeInViewport({ ratio: 1 });
  }
});
