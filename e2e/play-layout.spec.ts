// The Play board uses the room it has: as large as Replay's at every width
// (one layout, app.css's board layout); and a screen, or a new view of one,
// opens at its top (issue 30).
import { expect, test } from './fixtures';
import { LessonsPage } from './pages/lessons-page';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

for (const width of [900, 1280, 1920]) {
  test(`the Play board is as wide as Replay's at ${width} px`, async ({ app }, testInfo) => {
    await app.setViewportSize({ width, height: 1000 });
    await new SettingsPage(app).useInstantAnimation();
    const play = new PlayPage(app);
    await play.open();
    await play.startGame({ preset: 'Congkak', opponent: 'computer', level: 1 });
    const playWidth = (await play.board.boundingBox())?.width ?? 0;

    await play.resign();
    await play.gameOverDialog.getByRole('button', { name: 'Replay' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Replay' })).toBeVisible();
    const replayWidth = (await app.getByRole('region', { name: 'Board' }).first().boundingBox())?.width ?? 0;
    expect(replayWidth).toBeGreaterThan(0);
    testInfo.annotations.push({ type: 'widths', description: `Play ${playWidth}, Replay ${replayWidth}` });
    expect(Math.abs(playWidth - replayWidth)).toBeLessThanOrEqual(2);
    // The largest box on the screen: at least 60% of the window.
    expect(playWidth).toBeGreaterThan(width * 0.6);
  });
}

test('a view opened from the bottom of a screen starts at its top', async ({ app }) => {
  await app.setViewportSize({ width: 900, height: 500 });
  const lessons = new LessonsPage(app);
  await lessons.open();
  await app.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await app.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await app.getByRole('button', { name: 'Rules reference' }).click();
  await expect.poll(() => app.evaluate(() => window.scrollY)).toBe(0);
  await expect(app.getByRole('button', { name: 'Back', exact: true })).toBeInViewport();
});

for (const width of [900, 1280]) {
  test(`the New game dialog's custom options fit it at ${width} px, the direction named "Sowing direction"`, async ({ app }) => {
    await app.setViewportSize({ width, height: 900 });
    const play = new PlayPage(app);
    await play.open();
    const dialog = play.newGameDialog;
    await dialog.getByRole('radio', { name: 'Congkak', exact: false }).first().check();
    // The lesson link is in the accent colour, not the browser's blue.
    const colours = await play.lessonLink('congkak').evaluate((link) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-accent)';
      link.after(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      return { link: getComputedStyle(link).color, accent };
    });
    expect(colours.link).toBe(colours.accent);
    await dialog.getByText('Custom options').click();
    await expect(dialog.getByLabel('Sowing direction', { exact: true })).toBeVisible();
    const box = await dialog.boundingBox();
    for (const select of await dialog.locator('select').all()) {
      const edge = await select.boundingBox();
      expect(edge).not.toBeNull();
      if (box && edge) expect(edge.x + edge.width).toBeLessThanOrEqual(box.x + box.width);
      // Each value, whichever is chosen, is read whole: its text fits beside the select's arrow.
      const room = await select.evaluate((element: HTMLSelectElement) => {
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return { text: 0, box: 0 };
        context.font = getComputedStyle(element).font;
        const text = Math.max(...[...element.options].map((option) => context.measureText(option.text).width));
        return { text, box: element.clientWidth - 32 };
      });
      expect(room.text).toBeLessThanOrEqual(room.box);
    }
  });
}

test('a 4-hole board at 1920 px is no wider than its holes need', async ({ app }) => {
  await app.setViewportSize({ width: 1920, height: 1000 });
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Dakon', holes: 4, seeds: 3, opponent: 'hotseat' });
  const width = (await play.board.boundingBox())?.width ?? 0;
  // 6.2 hole widths of 9rem: about 890 px (a 7-hole board there is 1,284 px, as Replay's).
  expect(width).toBeGreaterThan(600);
  expect(width).toBeLessThanOrEqual(900);
});
