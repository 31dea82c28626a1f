// The replay viewer end to end: an archived game opened from the archive,
// stepped with the keyboard by seed and by turn, a turn annotated (saved as
// typed, still there after a reload, found by the archive's search, written
// into the export and back after a re-import), and the analysis run with the
// evaluation graph used to jump, kept with the game when it is reopened.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { printRecord } from '../engine';
import { finishedGame } from './archive-records';
import { expect, test } from './fixtures';
import { ArchivePage } from './pages/archive-page';
import { ReplayPage } from './pages/replay-page';

const game = finishedGame(3, { Event: 'Replay night', Date: '2025.04.01', South: 'Aminah', North: 'Budi', SouthKind: 'human', NorthKind: 'human' }, 'congkak');
const [southFinal, northFinal] = (game.tags['Result'] ?? '').split('-').map(Number);
// A shorter Congkak game for the whole analysis: the same steps on a fifth of the search.
const smallGame = finishedGame(3, { Event: 'Replay night', Date: '2025.04.02', South: 'Aminah', North: 'Budi', SouthKind: 'human', NorthKind: 'human' }, { preset: 'congkak', holes: 5, seeds: 5 });

async function importAndOpen(app: Page, record = game): Promise<{ archive: ArchivePage; replay: ReplayPage }> {
  const archive = new ArchivePage(app);
  await archive.open();
  await archive.importText('night.congkak', printRecord([record]));
  await archive.expectCount(1);
  await archive.rows().first().dblclick();
  const replay = new ReplayPage(app);
  await replay.expectShown();
  return { archive, replay };
}

test('an archived game steps by seed and by turn with the keyboard', async ({ app }) => {
  const { replay } = await importAndOpen(app);
  await expect(replay.where).toHaveText(/^Start of the game/);
  expect(await replay.seeds('South', 1)).toBe(game.rules.seeds);
  // The players' names sit on their sides of the board: North's above, South's below.
  await expect(app.locator('.board-frame > .owner')).toHaveText(['Budi', 'Aminah']);

  // Seed by seed: the simultaneous opening picks up both first holes in one tick.
  await replay.press('Shift+ArrowRight');
  await expect(replay.where).toHaveText(/^Turn 1 of \d+ · choice 1 of \d+ · seed 1 of \d+/);
  await replay.press('Shift+ArrowRight');
  await expect(replay.where).toHaveText(/seed 2 of/);
  await replay.press('Shift+ArrowLeft');
  await expect(replay.where).toHaveText(/seed 1 of/);

  // Turn by turn: forward to the end of turn 1, on to turn 2, and back again.
  await replay.press('ArrowRight');
  await expect(replay.currentTurn()).toHaveAccessibleName(/^Turn 1: S /);
  const afterTurnOne = await replay.where.textContent();
  await replay.press('ArrowRight');
  await expect(replay.currentTurn()).toHaveAccessibleName(/^Turn 2: /);
  await replay.press('ArrowLeft');
  await expect(replay.where).toHaveText(afterTurnOne ?? '');
  await replay.press('Home');
  await expect(replay.where).toHaveText(/^Start of the game/);

  // End: the stores the record's result gives.
  await replay.press('End');
  expect(await replay.seeds('South', 'store')).toBe(southFinal);
  expect(await replay.seeds('North', 'store')).toBe(northFinal);

  // A click in the move list jumps to that turn.
  await replay.turn(3).click();
  await expect(replay.currentTurn()).toHaveAccessibleName(/^Turn 3: /);
});

test('a turn comment is saved as typed, survives a reload, is searchable, and goes through export and re-import', async ({ app }) => {
  const { archive, replay } = await importAndOpen(app);
  await replay.press('ArrowRight');
  await replay.press('ArrowRight');
  await replay.glyph('!?').check();
  await replay.turnComment().fill('too greedy');
  await expect(replay.saved).toHaveText('Saved');
  await expect(replay.turn(2)).toContainText('!?');
  await expect(replay.turnEntry(2)).toContainText('too greedy');

  await app.reload();
  await replay.expectShown();
  await expect(replay.turnEntry(2)).toContainText('too greedy');
  await expect(replay.turn(2)).toContainText('!?');

  await replay.heading.focus();
  await app.keyboard.press('Alt+ArrowLeft');
  await archive.open();
  await archive.search.fill('greedy');
  await archive.expectCount(1);

  const downloading = app.waitForEvent('download');
  await archive.exportButton.click();
  const exported = await readFile(await (await downloading).path(), 'utf8');
  expect(exported).toMatch(/ !\? \{too greedy\}\n/);

  // Deleted, then imported again from the export: the comment comes back with it.
  await archive.search.fill('');
  await archive.rows().first().focus();
  await app.keyboard.press('Delete');
  await archive.expectCount(0);
  await archive.importText('back.congkak', exported);
  await archive.expectCount(1);
  await archive.rows().first().dblclick();
  await replay.expectShown();
  await expect(replay.turnEntry(2)).toContainText('too greedy');
  await expect(replay.turn(2)).toContainText('!?');
});

test('the analysis runs with progress, marks the choices and its graph jumps to a position', async ({ app }) => {
  // The whole analysis takes its time on a loaded machine (a reopening is the test's point, not the pace).
  test.setTimeout(120_000);
  const { replay } = await importAndOpen(app, smallGame);
  await replay.analysis.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(replay.analysis.getByRole('status')).toHaveText(/mistakes?, \d+ blunders?\. A mistake loses 3 seeds or more/, { timeout: 90_000 });
  const points = replay.graph.getByRole('button');
  expect(await points.count()).toBeGreaterThan(10);
  const point = points.nth(10);
  const [, turn, choice] = (/^Before turn (\d+), choice (\d+): /.exec((await point.getAttribute('aria-label')) ?? '') ?? []).map(Number);
  await point.click();
  // The position before a turn's first choice is the end of the turn before; before a later choice, the end of the one before it.
  await expect(replay.where).toHaveText(choice === 1 ? new RegExp(`^Turn ${turn! - 1} of `) : new RegExp(`^Turn ${turn} of \\d+ · choice ${choice! - 1} of `));
  await expect(replay.graph.locator('text.current')).toHaveText(String(choice === 1 ? turn! - 1 : turn));

  // Kept with the game: reopened, it shows the same verdicts at once, with nothing to run again.
  const verdicts = await replay.analysis.getByRole('status').textContent();
  await app.reload();
  await replay.expectShown();
  await expect(replay.analysis.getByRole('status')).toHaveText(verdicts ?? '');
  await expect(replay.graph.getByRole('button')).toHaveCount(await points.count());
  await expect(replay.analysis.getByRole('button', { name: /^Analyse/ })).toHaveCount(0);

  // Explore from here, then back to the game where it was.
  const where = await replay.where.textContent();
  await app.getByRole('button', { name: 'Explore from here' }).click();
  const explore = app.getByRole('region', { name: 'Explore from here' });
  await explore.getByRole('button', { name: 'Back to the game' }).click();
  await expect(replay.where).toHaveText(where ?? '');
});

test('a cancelled analysis says how far it got and can be started again', async ({ app }) => {
  test.setTimeout(120_000);
  const { replay } = await importAndOpen(app);
  await replay.analysis.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(replay.analysis.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
  await replay.analysis.getByRole('button', { name: 'Cancel' }).click();
  await expect(replay.analysis.getByRole('status')).toHaveText(/^Analysis cancelled after \d+ of \d+ choices\.$/);
  await expect(replay.analysis.getByRole('progressbar')).toBeHidden();
  // Once the question on its way returns, nothing moves the run on.
  const said = await replay.analysis.getByRole('status').textContent();
  await app.waitForTimeout(1_500);
  await expect(replay.analysis.getByRole('status')).toHaveText(said ?? '');
  // Reopened, it says how far the kept analysis went (the question on its way when cancelled was kept too); it goes on from there.
  const done = Number(/after (\d+) of/.exec(said ?? '')?.[1]);
  await app.reload();
  await replay.expectShown();
  const partial = replay.analysis.getByRole('status');
  await expect(partial).toHaveText(/^Analysed \d+ of \d+ choices so far\.$/);
  expect(Number(/^Analysed (\d+) of/.exec((await partial.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(done);
  await replay.analysis.getByRole('button', { name: 'Analyse the rest' }).click();
  await expect(replay.analysis.getByRole('status')).toHaveText(/mistakes?, \d+ blunders?\./, { timeout: 90_000 });
});

test('the board is the largest thing on the screen at 900, 1280 and 1920 wide, and grows with the window', async ({ app }) => {
  const { replay } = await importAndOpen(app);
  // The graph is drawn from the first choices judged; its size does not depend on how many.
  await replay.analysis.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(replay.graph).toBeVisible({ timeout: 15_000 });
  await replay.analysis.getByRole('button', { name: 'Cancel' }).click();
  const area = (box: { width: number; height: number } | null) => (box ? box.width * box.height : 0);
  const boardWidths: number[] = [];
  for (const [width, height] of [
    [900, 900],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await app.setViewportSize({ width, height });
    await expect(replay.graph).toBeVisible();
    const board = await replay.board.boundingBox();
    const others = {
      moves: await replay.moves.boundingBox(),
      annotations: await replay.annotations.boundingBox(),
      graph: await replay.graph.boundingBox(),
      controls: await app.getByRole('toolbar', { name: 'Replay controls' }).boundingBox(),
    };
    for (const [name, box] of Object.entries(others)) expect(area(board), `board against ${name} at ${width}`).toBeGreaterThan(area(box));
    // Polled: right after a resize (and the cancelled analysis) the page may still be laying out.
    await expect.poll(() => app.evaluate(() => document.documentElement.scrollWidth), { message: `no sideways scroll at ${width}` }).toBeLessThanOrEqual(width);
    boardWidths.push(board?.width ?? 0);
  }
  const [at900, at1280, at1920] = boardWidths;
  expect(at1280).toBeGreaterThanOrEqual(at900 ?? Infinity);
  expect(at1920).toBeGreaterThan(at1280 ?? Infinity);
});

// Issue #30: the hand over a top-row hole covered that hole's number.
test('a hand over a hole leaves the hole numbers readable, at 900, 1280 and 1920 wide', async ({ app }) => {
  const { replay } = await importAndOpen(app);
  // Seed by seed into the opening: both hands are over holes, one on each row.
  for (let step = 0; step < 3; step++) await replay.press('Shift+ArrowRight');
  const hands = replay.board.locator('.hand');
  await expect(hands).toHaveCount(2);
  const numbers = replay.board.locator('.number');
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0;
  for (const width of [900, 1280, 1920]) {
    await app.setViewportSize({ width, height: Math.round(width * 0.66) });
    const numberBoxes = (await numbers.evaluateAll((all) => all.map((each) => each.getBoundingClientRect().toJSON() as DOMRect))).filter((box) => box.width > 0);
    expect(numberBoxes).toHaveLength(2 * game.rules.holes);
    for (const hand of await hands.all()) {
      const box = await hand.boundingBox();
      if (box === null) throw new Error('a hand with no box');
      for (const number of numberBoxes) expect(overlap(box, number), `a hand covers a hole number at ${width}`).toBe(false);
    }
  }
});
