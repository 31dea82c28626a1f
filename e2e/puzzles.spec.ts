// Puzzles end to end: a puzzle solved by clicking its solution (read from the
// served puzzle through the API, never written here), another failed by a
// whole wrong turn with its explanation and retried with the keyboard, the
// rating (provisional, "1,500?", for a new player) moving with each rated
// attempt; then a game's mistakes made into puzzles by Replay's analysis, and
// a personal puzzle's link back to its game at that turn.
import { printRecord, wholeTurns } from '../engine';
import { finishedGame } from './archive-records';
import { expect, test } from './fixtures';
import { ArchivePage } from './pages/archive-page';
import { HomePage } from './pages/home-page';
import { callApi } from './pages/app-api';
import { PuzzlesPage } from './pages/puzzles-page';
import { ReplayPage } from './pages/replay-page';
import { SettingsPage } from './pages/settings-page';
import en from '../renderer/src/i18n/locales/en';

const sideOf = (solver: 0 | 1) => (solver === 0 ? 'South' : 'North');

test('a puzzle solved by its solution, another failed, explained and retried with the keys', async ({ app }) => {
  // Three puzzles and a wrong whole turn, each choice answered by the services: near 30 s on a loaded machine.
  test.slow();
  await new SettingsPage(app).useInstantAnimation();
  await new HomePage(app).open('Puzzles');
  const puzzles = new PuzzlesPage(app);
  await puzzles.expectShown();
  await expect(puzzles.rating).toHaveText('1,500?');

  const first = await callApi(app, 'nextPuzzle', { personalFirst: true });
  if (first === null) throw new Error('the services offer no puzzle');
  expect(await puzzles.puzzleId()).toBe(first.puzzle.id);
  // It names its game, and opens the game's rules from the keyboard.
  await expect(app.getByTestId('puzzle-game')).toHaveText(en[`preset.${first.puzzle.preset}`]);
  const rules = app.getByTestId('puzzle-rules');
  await rules.locator('summary').focus();
  await app.keyboard.press('Enter');
  // The rules reference's sentences, the game's own first.
  await expect(rules.getByRole('listitem').first()).toHaveText(en[`rules.sentence.${first.puzzle.state.rules.game}`]);
  await puzzles.clickTurn(sideOf(first.puzzle.solver), first.puzzle.solutions[0] ?? []);
  await expect(puzzles.verdict).toContainText('Solved!');
  await expect(puzzles.verdict).toContainText(/Your rating: 1,500\? → [\d,]+\? \(\+\d+\)/);
  // The rating beside the board is fetched after the verdict: wait for it.
  await expect(puzzles.rating).not.toHaveText('1,500?');
  const afterSolve = (await puzzles.rating.textContent()) ?? '';

  await puzzles.next.click();
  await expect.poll(() => puzzles.puzzleId()).not.toBe(first.puzzle.id);
  const second = await callApi(app, 'nextPuzzle', { personalFirst: true, exclude: [first.puzzle.id] });
  if (second === null) throw new Error('the services offer no second puzzle');
  expect(await puzzles.puzzleId()).toBe(second.puzzle.id);
  const side = sideOf(second.puzzle.solver);
  // A whole turn that begins no best turn: it is played to its end, then judged.
  const starts = new Set(second.puzzle.solutions.map((solution) => solution[0]));
  const turns = wholeTurns(second.puzzle.state);
  const wrong = turns.kind === 'turns' ? turns.turns.find((turn) => !starts.has(turn.holes[0]))?.holes : undefined;
  if (wrong === undefined) throw new Error('every hole starts a solution');
  await puzzles.clickTurn(side, wrong);
  await expect(puzzles.verdict).toContainText('Not the best turn.');
  await expect(puzzles.verdict).toContainText(/Your rating: [\d,]+\? → [\d,]+\? \(−\d+\)/);
  await expect(puzzles.verdict).toContainText(new RegExp(`Your turn: hole ${wrong[0]}\\b`));
  const best = second.puzzle.solutions[0] ?? [];
  await expect(puzzles.verdict).toContainText(new RegExp(`The best turn: hole ${best[0]}('s last seed lands in your store| captures| ends your turn)`));
  await expect(puzzles.rating).not.toHaveText(afterSolve);

  // Retried with the digit keys: solved, but a retry is practice.
  await puzzles.retry.click();
  await puzzles.typeTurn(side, best);
  await expect(puzzles.verdict).toContainText('Solved!');
  await expect(puzzles.verdict).toContainText('Practice: a retry does not change your rating.');
  await expect(puzzles.history).toHaveText([/^Solved · practice$/, /^Failed · −\d+$/, /^Solved · \+\d+$/]);
});

test('Replay’s analysis makes a puzzle of a mistake, and the puzzle opens its game at that turn', async ({ app }) => {
  test.setTimeout(120_000);
  const game = finishedGame(7, { Event: 'Puzzle night', Date: '2025.12.01', South: 'Aminah', SouthKind: 'human', North: 'Computer (level 4)', NorthKind: 'computer:4' }, { preset: 'kalah', holes: 4, seeds: 3 });
  const archive = new ArchivePage(app);
  await archive.open();
  await archive.importText('mistakes.congkak', printRecord([game]));
  await archive.expectCount(1);
  await archive.rows().first().dblclick();
  const replay = new ReplayPage(app);
  await replay.expectShown();
  await replay.analysis.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(replay.analysis.locator('.puzzles-made')).toHaveText(/^\d+ new puzzles? made from your mistakes in this game\. Open Puzzles$/, { timeout: 90_000 });

  await replay.analysis.getByRole('link', { name: 'Open Puzzles' }).click();
  const puzzles = new PuzzlesPage(app);
  await puzzles.expectShown();
  const [personal] = await callApi(app, 'listPersonalPuzzles', {});
  if (personal?.origin === undefined || personal.origin === null) throw new Error('no personal puzzle was made');
  const origin = personal.origin;
  // Offered first ("Puzzles from my games first" is on), with where it came from.
  expect(await puzzles.puzzleId()).toBe(personal.puzzle.id);
  await expect(app.locator('.origin')).toContainText(/^In your game against Computer \(level 4\) on (\w+ \d+|\d+ \w+): find a better turn\./);
  await expect(puzzles.goal).toHaveText('Find the turn that ends the round with the most seeds for you.');

  await app.getByRole('link', { name: 'Open the game at this turn' }).click();
  await replay.expectShown();
  expect(new URL(app.url()).hash).toBe(`#/replay/${origin.gameId}/${origin.moveIndex}`);
  const holes = personal.puzzle.state.rules.holes;
  for (let hole = 1; hole <= holes; hole++) {
    expect(await replay.seeds('South', hole)).toBe(personal.puzzle.state.pits[hole - 1]);
  }
});
