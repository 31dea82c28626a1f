// The archive's row actions (open, labels, delete) share one line in every
// language, down to the narrowest window the app is laid out for (900 px):
// Portuguese and German wrapped them at 900.
import { recordFile } from './archive-records';
import { expect, test } from './fixtures';
import { callApi } from './pages/app-api';
import type { LanguageTag } from '../electron/contract';
import { LANGUAGE_NAMES } from '../renderer/src/i18n/languages';

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as LanguageTag[];

// One page per language, measured at both widths (a reload per language and width doubled the cost).
test("the archive's row actions stay on one line in every language at 900 and 1280 px", async ({ app }) => {
  const games = recordFile(2, (index) => ({ South: `Aminah ${index}`, North: 'Computer', SouthKind: 'human', NorthKind: 'computer:1' }));
  await callApi(app, 'importRecords', { text: games, importId: 'row-actions' });
  const wrapped: string[] = [];
  for (const language of LANGUAGES) {
    await callApi(app, 'updateSettings', { language });
    await app.evaluate(() => (location.hash = '#/archive'));
    await app.reload();
    const rows = app.getByRole('grid').getByRole('row').filter({ has: app.getByRole('gridcell') });
    await expect(rows).toHaveCount(2);
    for (const width of [900, 1280]) {
      await app.setViewportSize({ width, height: 800 });
      const lines = await rows.first().locator('.actions button').evaluateAll((buttons) => new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size);
      if (lines !== 1) wrapped.push(`${language} at ${width} px: ${lines} lines`);
    }
  }
  expect(wrapped).toEqual([]);
});
