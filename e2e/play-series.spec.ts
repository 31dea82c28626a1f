// A series against the computer where the computer ends a round with a chain
// of choices and starts the next round itself (issue 30's blocker: the screen
// stayed on "thinking" over the old board). The game is imported unfinished
// at the position before the computer's chain; level 1 takes store landings in
// plain sight nearest its store first, so its chain is the same at every seed.
import { legalMoves, newGame, play, printRecord, type GameState, type Move } from '../engine';
import { restartOn } from './restart-on';
import { callApi } from './pages/app-api';
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

const RULES = { preset: 'dakon', holes: 4, seeds: 3 } as const;
/** Round 1 up to North's last turn: South's row is then empty, North holds 2 and 1 seeds in holes 3 and 4. */
const LINE: Move[] = [1, 1, 4, 2, 1, 3, 4, 2, 4, 2, 1, 2, 1, 4].map((hole) => ({ hole }));

function positionAfterLine(): GameState {
  const started = newGame(RULES);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  for (const move of LINE) {
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
  return state;
}

function unfinishedRecord(): string {
  const state = positionAfterLine();
  return printRecord([
    {
      tags: { South: 'You', North: 'Computer (level 1)', SouthKind: 'human', NorthKind: 'computer:1', Result: '*' },
      rules: state.rules,
      comment: null,
      moves: LINE,
      notes: [],
    },
  ]);
}

test('the computer ends a round with a chain: its last sowing, the summary over the round’s end, then the next round and Your turn', async ({ app }) => {
  await app.setViewportSize({ width: 900, height: 900 });
  const state = positionAfterLine();
  // The position the test relies on: North (the computer) to move in round 1, South's row empty.
  expect(state.toMove).toBe(1);
  expect(state.round).toBe(1);
  expect(legalMoves(state).length).toBeGreaterThan(0);

  await new SettingsPage(app).useAnimation('Fast');
  await callApi(app, 'importRecords', { text: unfinishedRecord(), importId: 'series' });
  const page = new PlayPage(app);
  // Play resumes the most recent unfinished game: the one imported.
  await page.open();

  const summary = app.getByRole('dialog', { name: 'Round 1 over' });
  await expect(summary).toBeVisible({ timeout: 15_000 });
  // Behind the summary the board stays at the round's end: every hole empty, the stores as they ended.
  await expect(app.locator('.players .round')).toHaveText('Round 1');
  for (const hole of [1, 2, 3, 4]) {
    await expect(page.hole('South', hole)).toHaveAccessibleName(new RegExp(`^South hole ${hole}, (0 seeds|empty)`));
    await expect(page.hole('North', hole)).toHaveAccessibleName(new RegExp(`^North hole ${hole}, (0 seeds|empty)`));
  }
  const prompt = app.locator('.prompt');
  await expect(prompt).toHaveText('');
  // Its column headings break between words only (never "Stor/e").
  for (const heading of await summary.locator('th[scope="col"]').all()) {
    const words = await heading.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return { lines: lines.size, words: (cell.textContent ?? '').trim().split(/\s+/).length };
    });
    expect(words.lines).toBeLessThanOrEqual(words.words);
  }

  await summary.getByRole('button', { name: 'Start round 2' }).click();
  await expect(summary).toBeHidden();
  // The next round: the rows refilled, the computer's first turn shown, then the human asked.
  await expect(app.locator('.players .round')).toHaveText('Round 2');
  await expect(prompt).toHaveText('Your turn: choose a hole.', { timeout: 15_000 });
  await expect(page.choosable().first()).toBeVisible();
});

test('a reload while the round’s summary waits shows it again, until the player goes on', async ({ app }) => {
  await app.setViewportSize({ width: 900, height: 900 });
  await new SettingsPage(app).useAnimation('Instant');
  await callApi(app, 'importRecords', { text: unfinishedRecord(), importId: 'series' });
  const page = new PlayPage(app);
  await page.open();
  const summary = app.getByRole('dialog', { name: 'Round 1 over' });
  await expect(summary).toBeVisible({ timeout: 15_000 });

  // The computer starts round 2 meanwhile; the summary and the board as round 1 ended are shown again.
  await app.reload();
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(app.locator('.players .round')).toHaveText('Round 1');
  await expect(page.hole('South', 1)).toHaveAccessibleName(/^South hole 1, (0 seeds|empty)/);

  await summary.getByRole('button', { name: 'Start round 2' }).click();
  await expect(summary).toBeHidden();
  await expect(app.locator('.prompt')).toHaveText('Your turn: choose a hole.', { timeout: 15_000 });
  // Gone on: a reload shows round 2 without the summary.
  await app.reload();
  await expect(app.locator('.prompt')).toHaveText('Your turn: choose a hole.', { timeout: 15_000 });
  await expect(app.locator('.players .round')).toHaveText('Round 2');
  await expect(summary).toBeHidden();
});

test('a restart of the app while the round’s summary waits comes back to it, until the player goes on', async ({ target, dataDir, chromium }) => {
  test.skip(target !== 'web', 'restarts the browser-mode server; the desktop app is not restarted here');
  // Two starts of the server and the computer's chain: more than one start's time.
  test.slow();
  const browser = await chromium();
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  try {
    await restartOn(
      dataDir,
      context,
      async (page) => {
        await new SettingsPage(page).useAnimation('Instant');
        await callApi(page, 'importRecords', { text: unfinishedRecord(), importId: 'series' });
        await new PlayPage(page).open();
        await expect(page.getByRole('dialog', { name: 'Round 1 over' })).toBeVisible({ timeout: 15_000 });
      },
      async (page) => {
        const play = new PlayPage(page);
        await play.continueGame();
        // Back at round 1's end, its summary over the board as the round ended.
        const summary = page.getByRole('dialog', { name: 'Round 1 over' });
        await expect(summary).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('.players .round')).toHaveText('Round 1');
        await expect(play.hole('South', 1)).toHaveAccessibleName(/^South hole 1, (0 seeds|empty)/);

        // Gone on with the keyboard: the summary's button has the focus.
        await expect(summary.getByRole('button', { name: 'Start round 2' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(summary).toBeHidden();
        await expect(page.locator('.prompt')).toHaveText('Your turn: choose a hole.', { timeout: 15_000 });
        await expect(page.locator('.players .round')).toHaveText('Round 2');
      },
    );
  } finally {
    await context.close();
  }
});
