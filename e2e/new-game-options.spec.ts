// The New game dialog's custom options reach the game: Board Game Arena's two
// ways (a round that ends mid-relay, a partly filled hole at a refill) chosen
// in the dialog are the rules of the game started, as its record in the
// archive says, and the dialog offers them again next time. The computer's
// levels are listed with their ratings and how they play, and the side chosen
// is the side you play.
import { LEVEL_RATINGS, parseRecord } from '../engine';
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';

/** The dialog shows each rating to the nearest 50. */
const nearest50 = (rating: number): number => Math.round(rating / 50) * 50;
const ROUND_END = 'End of a round';
const REMAINDER = 'Seeds short of a full hole';

test("a custom game with Board Game Arena's round end and refill, from the dialog to the record", async ({ app }) => {
  const page = new PlayPage(app);
  await page.open();
  await page.startGame({
    preset: 'Congkak',
    opponent: 'hotseat',
    names: ['Ana', 'Budi'],
    length: 'A series, until someone cannot fill a hole',
    custom: { [ROUND_END]: 'A row is empty, even mid-relay (BGA)', [REMAINDER]: 'Fill a hole partly (BGA)' },
  });

  const exported = await app.evaluate(async () => {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    const response = await fetch('/api/exportGames', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: {} }),
    });
    return (await response.json()) as { ok: boolean; value: { text: string } };
  });
  expect(exported.ok).toBe(true);
  expect(exported.value.text).toContain('[Options "{\\"roundEnd\\":\\"either-side-empty-now\\",\\"series\\":{');
  const games = parseRecord(exported.value.text);
  if (!games.ok) throw new Error(games.error.message);
  expect(games.value).toHaveLength(1);
  const rules = games.value[0]?.rules;
  expect(rules?.roundEnd).toBe('either-side-empty-now');
  expect(rules?.series).toMatchObject({ remainder: 'partial', end: 'cannot-fill' });

  // The next New game starts from these choices, shown with their sentences.
  await page.newGameButton.click();
  const dialog = page.newGameDialog;
  await expect(dialog.getByLabel(ROUND_END, { exact: true })).toHaveValue('either-side-empty-now');
  await expect(dialog.getByLabel(ROUND_END, { exact: true })).toHaveAccessibleDescription(/even in the middle of a relay, as on Board Game Arena/);
  await expect(dialog.getByLabel(REMAINDER, { exact: true })).toHaveValue('partial');
  await expect(dialog.getByRole('textbox', { name: 'South player (bottom row)' })).toHaveValue('Ana');
});

test('the levels show their ratings and how they play, and choosing North puts you on North', async ({ app }) => {
  const page = new PlayPage(app);
  await page.open();
  const dialog = page.newGameDialog;
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'The computer' }).check();
  for (const level of [1, 2, 3, 4, 5, 6] as const) {
    await expect(page.level(level)).toHaveAccessibleName(`Level ${level} · about ${nearest50(LEVEL_RATINGS.congkak[level])}`);
    await expect(page.level(level)).toHaveAccessibleDescription(/\w+/);
  }
  await expect(page.level(3)).toHaveAccessibleDescription('Looks at your reply, but misses the captures you set up across the board.');
  // The chosen level's line is on screen.
  await page.level(2).check();
  await expect(dialog.getByText('Banks the most seeds it can right now, never thinks of your reply.')).toBeVisible();
  await expect(dialog.getByText('Looks at your reply, but misses the captures you set up across the board.')).toBeHidden();

  await page.startGame({ preset: 'Kalah', level: 2, side: 'North' });
  await expect(page.player('North')).toContainText('You ·');
  await expect(page.player('South')).toContainText('Computer (level 2) ·');

  // The next New game starts from North and level 2.
  await page.newGameButton.click();
  await expect(dialog.getByRole('group', { name: 'Your side' }).getByRole('radio', { name: 'North' })).toBeChecked();
  await expect(page.level(2)).toBeChecked();
});
