// The app in the pseudo-locale (the browser-mode server's --pseudo-locale):
// every screen and dialog is opened and must show no text that did not come
// from a catalogue (see catalogue-text.ts). The allowed words are the app's
// name, the players' names this spec types, and the languages' own names.
import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '../renderer/src/i18n/languages';
import { LESSON_DEFS, type LessonDef } from '../tutorials';
import { finishedGame } from './archive-records';
import { pseudo, pseudoText, textNotFromCatalogue, wordsNotFromCatalogue } from './catalogue-text';
import { expect, test } from './fixtures';
import { callApi } from './pages/app-api';
import { printRecord } from '../engine';

test.use({ serverArgs: ['--pseudo-locale'] });

const NAMES = ['Ana', 'Budi'];
// The languages in Settings' list go by their own names, never translated (split as the check splits words).
const LANGUAGE_WORDS = Object.values(LANGUAGE_NAMES).flatMap((name) => name.split(/[^A-Za-z]+/));
const ALLOWED = ['Congkak', ...NAMES, ...LANGUAGE_WORDS];

async function expectOnlyCatalogueText(page: Page, screen: string): Promise<void> {
  expect(await textNotFromCatalogue(page, ALLOWED), screen).toEqual([]);
}

async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => (location.hash = to), hash);
}

/** The first step of a kind in the lessons, with its lesson and its number (from 1). */
function firstStep(kind: 'do' | 'quiz'): { lesson: LessonDef; number: number } {
  for (const lesson of LESSON_DEFS) {
    const index = lesson.steps.findIndex((step) => step.kind === kind);
    if (index >= 0) return { lesson, number: index + 1 };
  }
  throw new Error(`no ${kind} step`);
}

test.beforeEach(async ({ target }) => {
  test.skip(target === 'electron', 'the pseudo-locale is a flag of the browser-mode server');
});

test('every screen and dialog shows only catalogue text in the pseudo-locale', async ({ app }) => {
  test.setTimeout(120_000);
  await expect(app.locator('html')).toHaveAttribute('lang', 'en-XA');
  await callApi(app, 'updateSettings', { animationSpeed: 'instant' });
  const heading = (key: Parameters<typeof pseudo>[0]) => app.getByRole('heading', { level: 1, name: pseudo(key), exact: true });

  // Home, then Settings (with its backups, and the confirm a restore asks).
  await expect(app.getByRole('navigation', { name: pseudo('nav.main') })).toBeVisible();
  await expectOnlyCatalogueText(app, 'Home');
  // The start's backup is written in a worker: Settings lists it once it is there.
  await expect.poll(async () => (await callApi(app, 'listBackups', {})).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await go(app, '#/settings');
  await expect(heading('settings.title')).toBeVisible();
  await expect(app.getByRole('button', { name: pseudo('backups.restore') }).first()).toBeVisible();
  await expectOnlyCatalogueText(app, 'Settings');
  const confirmed = new Promise<string>((resolve) => app.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
  await app.getByRole('button', { name: pseudo('backups.restore') }).first().click();
  expect(wordsNotFromCatalogue(await confirmed, ALLOWED, 'the restore confirm')).toEqual([]);

  // Play: the New game dialog, then a short game against the computer to its end.
  await go(app, '#/play');
  await expect(heading('play.title')).toBeVisible();
  // With no game to show, Play opens its New game dialog itself.
  await expect(app.getByRole('dialog', { name: pseudo('newGame.title') })).toBeVisible();
  await expectOnlyCatalogueText(app, 'New game dialog');
  await app.keyboard.press('Escape');
  const game = await callApi(app, 'newGame', {
    rules: { preset: 'kalah', holes: 3, seeds: 2 },
    players: [
      { name: 'Ana', kind: 'human' },
      { name: 'Budi', kind: 'computer', level: 1 },
    ],
  });
  await go(app, `#/play/${game.id}`);
  await expect(app.locator('[data-pit]').first()).toBeVisible();
  await expectOnlyCatalogueText(app, 'Play');
  await app.getByRole('button', { name: pseudo('play.resign'), exact: true }).click();
  await expectOnlyCatalogueText(app, 'Play, resign confirm');
  await app.keyboard.press('Escape');
  const over = app.getByRole('dialog', { name: pseudo('gameOver.title') });
  for (let turn = 0; turn < 60 && !(await over.isVisible()); turn++) {
    await app
      .locator('[data-pit][aria-disabled="false"]')
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(over).toBeVisible();
  await expectOnlyCatalogueText(app, 'Game over');
  await over.getByRole('button', { name: pseudo('gameOver.close') }).click();

  // Lessons: the map, a step missed twice (its hint), a quiz answered wrongly, the rules reference.
  await go(app, '#/lessons');
  await expect(heading('lessons.title')).toBeVisible();
  await expectOnlyCatalogueText(app, 'Lessons map');
  const doStep = firstStep('do');
  await go(app, `#/lessons/${doStep.lesson.id}/${doStep.number}`);
  const step = doStep.lesson.steps[doStep.number - 1];
  if (step?.kind !== 'do') throw new Error('not a do step');
  const hint = pseudoText(doStep.lesson.messages.en[step.hint] ?? '');
  for (let miss = 0; miss < 4 && !(await app.getByText(hint).isVisible()); miss++) {
    const retry = app.getByRole('button', { name: pseudo('lessons.retry') });
    if (await retry.isVisible()) await retry.click();
    const wrong = app.locator(`[data-pit][aria-disabled="false"]:not([data-pit="${(step.solution[0] ?? 1) - 1}"])`).first();
    await wrong.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(app.getByText(hint)).toBeVisible();
  await expectOnlyCatalogueText(app, 'Lesson step with its hint');
  const quiz = firstStep('quiz');
  // The open lesson follows the address only as the screen opens: a reload opens it there.
  await go(app, `#/lessons/${quiz.lesson.id}/${quiz.number}`);
  await app.reload();
  const answers = app.getByRole('group', { name: pseudo('lessons.choices') });
  await answers.getByRole('button').last().click();
  await expectOnlyCatalogueText(app, 'Quiz answered');
  await go(app, '#/lessons');
  await app.getByRole('button', { name: pseudo('lessons.reference') }).click();
  await expect(app.getByRole('heading', { name: pseudoText('The board') }).first()).toBeVisible();
  await expectOnlyCatalogueText(app, 'Rules reference');

  // Archive with games, then a replay with its analysis.
  await callApi(app, 'importRecords', { text: printRecord([finishedGame(1, { South: 'Ana', North: 'Budi' }), finishedGame(2, { South: 'Budi', North: 'Ana' })]), importId: 'pseudo' });
  await go(app, '#/archive');
  await expect(heading('archive.title')).toBeVisible();
  await expect(app.locator('tbody tr').first()).toBeVisible();
  await expectOnlyCatalogueText(app, 'Archive');
  await go(app, `#/replay/${game.id}`);
  await expect(heading('replay.title')).toBeVisible();
  await app.getByRole('button', { name: pseudo('replay.analyse') }).click();
  await expect(app.getByRole('region', { name: pseudo('replay.analysis') }).getByRole('status')).toBeVisible({ timeout: 30_000 });
  await expectOnlyCatalogueText(app, 'Replay with analysis');

  // Puzzles: the next puzzle, then a turn that is not one of its solutions, explained.
  await go(app, '#/puzzles');
  await expect(heading('puzzles.title')).toBeVisible();
  const served = await callApi(app, 'nextPuzzle', { personalFirst: true });
  if (served === null) throw new Error('the services offer no puzzle');
  await expect(app.locator(`[data-puzzle-id="${served.puzzle.id}"]`)).toBeVisible();
  await expectOnlyCatalogueText(app, 'Puzzles');
  // A hole of the solver's that starts no solution (pits are numbered as RULES §1 has them).
  const starts = new Set(served.puzzle.solutions.map((solution) => solution[0]));
  const pitOf = (hole: number) => (served.puzzle.solver === 0 ? hole - 1 : served.puzzle.state.rules.holes + hole);
  const offered = await app.locator('[data-pit][aria-disabled="false"]').evaluateAll((pits) => pits.map((pit) => Number(pit.getAttribute('data-pit'))));
  const wrong = Array.from({ length: served.puzzle.state.rules.holes }, (_, i) => i + 1).find((hole) => !starts.has(hole) && offered.includes(pitOf(hole)));
  if (wrong === undefined) throw new Error('every hole offered starts a solution');
  await app.locator(`[data-pit="${pitOf(wrong)}"]`).click();
  await expect(app.getByRole('button', { name: pseudo('puzzles.retry') })).toBeVisible();
  await expectOnlyCatalogueText(app, 'Puzzle failed, explained');
});

test.describe('with a damaged archive set aside', () => {
  test.use({ dataFiles: { 'congkak.sqlite': '' } });

  test('Home and Settings tell it only in catalogue text', async ({ app }) => {
    await expect(app.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(app.getByRole('alert')).toBeVisible();
    await expectOnlyCatalogueText(app, 'Home with the start-up notice');
    await go(app, '#/settings');
    await expect(app.getByRole('heading', { level: 1, name: pseudo('settings.title'), exact: true })).toBeVisible();
    await expect(app.getByRole('alert').first()).toBeVisible();
    await expectOnlyCatalogueText(app, 'Settings with the replaced archive');
  });
});
