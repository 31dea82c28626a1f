// The hint's dashed ring around the hole it suggests never covers that
// hole's number, at any width and at the widest swing of its beckoning.
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

// One game, looked at in each width (a game per width cost CI a page and a game each).
test(`the hint's ring leaves the hole's number readable at 900, 1280 and 1920 px`, async ({ app }) => {
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'computer' });
  await app.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(play.suggested()).toHaveCount(1);
  for (const width of [900, 1280, 1920]) {
    await app.setViewportSize({ width, height: 1000 });
    const gap = await play.suggested().evaluate((hole) => {
      // The ring at its widest: the beckoning animation held at its end.
      for (const animation of hole.getAnimations()) {
        animation.pause();
        animation.currentTime = Number(animation.effect?.getComputedTiming().duration ?? 0) - 0.01;
      }
      const style = getComputedStyle(hole);
      const box = hole.getBoundingClientRect();
      const radius = box.width / 2 + parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const number = hole.querySelector('.number')?.getBoundingClientRect();
      if (number === undefined) return null;
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      // The nearest point of the number's box to the hole's centre.
      const dx = Math.max(number.left - centre.x, 0, centre.x - number.right);
      const dy = Math.max(number.top - centre.y, 0, centre.y - number.bottom);
      return { distance: Math.hypot(dx, dy), radius };
    });
    expect(gap, `at ${width} px`).not.toBeNull();
    expect(gap?.distance, `at ${width} px the number's box is ${gap?.distance} px from the centre, the ring reaches ${gap?.radius} px`).toBeGreaterThanOrEqual(gap?.radius ?? Infinity);
  }
});
