// The line that tells the player what to do is in view without scrolling,
// down to a short window (900×540, below 75rem where the messages sit under
// the board), with the player's own row of holes in view too.
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

for (const [width, height] of [
  [900, 540],
  [1100, 620],
  [1280, 720],
] as const) {
  test(`the Play prompt and your holes are in view at ${width}×${height}`, async ({ app }) => {
    await app.setViewportSize({ width, height });
    await new SettingsPage(app).useInstantAnimation();
    const play = new PlayPage(app);
    await play.open();
    await play.startGame({ preset: 'Kalah', opponent: 'computer' });
    const prompt = app.locator('.prompt');
    await expect(prompt).toHaveText('Your turn: choose a hole.');
    await expect.poll(() => app.evaluate(() => window.scrollY)).toBe(0);
    await expect(prompt).toBeInViewport({ ratio: 1 });
    for (const hole of [1, 6]) await expect(play.hole('South', hole)).toBeInViewport({ ratio: 1 });
  });
}
