// Lessons completed in the browser by following their own solutions, ending
// on their own screen: one lesson with every kind of step, then in one page
// the lessons of other rules (Kalah's and Oware's boards, a series); each
// lesson's content is walked to its end by tutorials/lessons.test.ts (the
// pure evaluator, every wrong try, the thorough validator). And: a wrong try
// answered with the engine's account and its explanation, the board left at
// the end of the miss until Try again; a wrong prediction guessed again; a
// store chosen as an answer; a drill; the keyboard from step to step and on
// to the next lesson; progress and the open step that survive a reload; and
// the sowing that is shown before its verdict and stopped by Try again or
// Escape.
import type { Page } from '@playwright/test';
import { LESSONS, type DoStep, type DrillStep, type Lesson } from '../tutorials';
import { expect, test } from './fixtures';
import { LessonsPage } from './pages/lessons-page';

if (!LESSONS.ok) throw new Error(LESSONS.error.message);
const lessons = LESSONS.value;
const english = (lesson: Lesson) => (key: string) => (lesson.messages.en as Record<string, string>)[key] ?? key;
const lessonById = (id: string) => lessons.find((l) => l.id === id) as Lesson;
const stepNumber = (lesson: Lesson, stepId: string) => lesson.steps.findIndex((s) => s.id === stepId) + 1;

/** Opens the lesson from the map, follows its solutions to its end, and goes back to the map, its three stars shown. */
async function complete(page: LessonsPage, lesson: Lesson): Promise<void> {
  await page.openLesson(lesson);
  for (const step of lesson.steps) await page.solve(step, lesson, english(lesson), { toMap: false });
  // The lesson's end: three stars, what was learnt, and the next lesson with the keyboard on it.
  await expect(page.complete.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  for (const key of lesson.learnt) await expect(page.complete).toContainText(english(lesson)(key));
  await page.button('lessons.complete.map').click();
  await expect(page.lessonButton(lesson).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
}

// Every kind of step (explain, do with one hole and with two, predict, drill, quiz) is in this lesson.
const EVERY_KIND = 'capture';
// The lessons whose rules are not plain Congkak's: their own boards and rounds.
const OTHER_RULES = ['series', 'kalah', 'oware'];

test(`lesson ${EVERY_KIND}, with every kind of step, can be completed by following its solutions`, async ({ app }) => {
  const lesson = lessonById(EVERY_KIND);
  expect(new Set(lesson.steps.map((step) => step.kind))).toEqual(new Set(['explain', 'do', 'predict', 'drill', 'quiz']));
  // A drill is five more positions to find: more time on a loaded machine.
  test.slow();
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  await complete(page, lesson);
});

test(`the lessons of other rules (${OTHER_RULES.join(', ')}) can be completed by following their solutions`, async ({ app }) => {
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  for (const id of OTHER_RULES) {
    const lesson = lessonById(id);
    expect(lesson.rules).not.toBe('congkak');
    await complete(page, lesson);
  }
});

test('a wrong try is told by the engine with its own explanation, stays on the board until Try again, and two misses bring the hint', async ({ app }) => {
  const lesson = lessonById('store-landing');
  const step = lesson.steps.find((s): s is DoStep => s.kind === 'do') as DoStep;
  const wrong = step.wrongTries[0];
  if (wrong === undefined) throw new Error('no wrong try');
  const text = english(lesson);
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  await page.openLesson(lesson);
  await page.button('lessons.next').click();
  for (const hole of wrong.holes) await page.clickHole(hole);
  await expect(page.feedback).toContainText(`Not quite. ${text(wrong.explanation)}`);
  await expect(page.feedback).toContainText("4 seeds from your hole 7 reach North's hole 3. That hole of North's was empty: your turn ends there.");
  await expect(page.feedback).not.toContainText(text(step.hint));
  // The board is where the sowing ended; the keyboard is on Try again.
  await expect(page.pit(6)).toHaveAccessibleName(/^South hole 7, 0 seeds$/);
  expect(await page.choosablePits()).toEqual([]);
  await expect(page.button('lessons.retry')).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(page.pit(6)).toHaveAccessibleName(/^South hole 7, 4 seeds$/);
  for (const hole of wrong.holes) await page.clickHole(hole);
  await expect(page.feedback).toContainText(text(step.hint));
  await expect(page.pit((step.solution[0] as number) - 1)).toHaveAttribute('data-highlight', 'true');
});

test('a wrong prediction is explained and guessed again; the second miss shows the whole path; a store can be the answer', async ({ app }) => {
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  const relay = lessonById('relay');
  await page.openAddress(relay, stepNumber(relay, 'where-a-relay-ends'));
  await page.pit(12).click(); // North's hole 5: not listed by the lesson
  await expect(page.feedback).toHaveText("Not quite. A seed drops into North's hole 5, but the sowing goes on past it. Guess again.");
  await expect(page.button('lessons.retry')).toHaveCount(0);
  await page.pit(8).click();
  await expect(page.feedback).toContainText("The last seed comes to rest in North's hole 6: 3 seeds from your hole 6 reach North's hole 1");
  await page.button('lessons.retry').click();
  await page.pit(13).click();
  await expect(page.feedback).toContainText('Well done!');

  const store = lessonById('store-landing');
  await page.openAddress(store, stepNumber(store, 'where-it-lands'));
  await page.board.getByRole('button', { name: 'South store, 0 seeds' }).click();
  await expect(page.feedback).toContainText('Well done!');
  await expect(page.feedback).toContainText('5 seeds from your hole 3 reach your store.');
});

test('a drill: five positions made by the engine, a miss told and tried again, then the stars it left', async ({ app }) => {
  test.slow();
  const lesson = lessonById('relay');
  const drill = lesson.steps.find((s): s is DrillStep => s.kind === 'drill') as DrillStep;
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  await page.openAddress(lesson, stepNumber(lesson, drill.id));
  await expect(app.getByTestId('drill-position')).toHaveText('Position 1 of 5');
  // A miss first: a hole whose first sowing makes no relay (the drill always has two).
  const right = await page.drillHoles(drill);
  const wrong = (await page.choosablePits()).map((p) => p.pit + 1).find((hole) => !right.includes(hole)) as number;
  await page.clickHole(wrong);
  await expect(page.feedback).toContainText('Not quite.');
  await expect(page.button('lessons.retry')).toBeFocused();
  await page.button('lessons.retry').click();
  await page.solveDrill(drill, english(lesson));
  await expect(page.feedback).toHaveText('Drill done with 1 miss.');
  await expect(page.button('lessons.next')).toBeFocused();
});

test('by keyboard: a step opens on its first hole, a solved step hands the keyboard to Next, Enter and N go on, and the lesson ends on the next lesson', async ({ app }) => {
  const lesson = lessonById('mati');
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  await page.openAddress(lesson, stepNumber(lesson, 'die-on-north'));
  // Only the holes that may be chosen are tab stops: from the first, Tab walks them and then the buttons.
  await expect(app.locator(':focus')).toHaveAttribute('aria-disabled', 'false');
  const holes = (await page.choosablePits()).length;
  for (let tab = 1; tab < holes; tab++) await app.keyboard.press('Tab');
  await expect(app.locator(':focus')).toHaveAttribute('aria-disabled', 'false');
  await app.keyboard.press('Tab');
  await expect(page.button('lessons.showMe')).toBeFocused();
  await page.pit(6).focus(); // hole 7: the answer
  await app.keyboard.press('Enter');
  await expect(page.feedback).toContainText('Well done!');
  await expect(page.button('lessons.next')).toBeFocused();
  await app.keyboard.press('n');
  await expect(page.progress).toHaveText(`Step ${stepNumber(lesson, 'die-on-north') + 1} of ${lesson.steps.length}`);
  // The last step (the lesson follows the address as the screen opens: a reload), then Finish;
  // the lesson's end puts the keyboard on the next lesson, and Enter opens it.
  await app.evaluate((hash) => (location.hash = hash), `#/lessons/${lesson.id}/${lesson.steps.length}`);
  await app.reload();
  await expect(page.progress).toHaveText(`Step ${lesson.steps.length} of ${lesson.steps.length}`);
  await page.solve(lesson.steps.at(-1) as Lesson['steps'][number], lesson, english(lesson), { toMap: false });
  const next = lessons[lessons.indexOf(lesson) + 1] as Lesson;
  await expect(app.getByRole('button', { name: `Next lesson: ${english(next)(next.title)}` })).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(page.progress).toHaveText(`Step 1 of ${next.steps.length}`);
});

test('progress survives a reload, which stays on the lesson and step it was on', async ({ app }) => {
  const lesson = lessons[0] as Lesson;
  const text = english(lesson);
  const page = new LessonsPage(app);
  await page.open();
  await page.openLesson(lesson);
  await page.solve(lesson.steps[0] as Lesson['steps'][number], lesson, text);
  await page.solve(lesson.steps[1] as Lesson['steps'][number], lesson, text);
  await expect(app).toHaveURL(new RegExp(`#/lessons/${lesson.id}/3$`));
  await app.reload();
  // The address names the lesson and its step: the reload lands there.
  await expect(page.progress).toHaveText(`Step 3 of ${lesson.steps.length}`);
  await expect(page.stepText).toHaveText(text((lesson.steps[2] as Lesson['steps'][number]).text));
  // Back on the map, the progress was read back from the database.
  await app.getByRole('button', { name: 'Back', exact: true }).click();
  await page.expectMap();
  await expect(page.lessonButton(lesson)).toContainText(`2 of ${lesson.steps.length} steps done`);
  await expect(app.getByTestId('course-progress')).toContainText(`0 of ${lessons.length} lessons done · 0 of ${3 * lessons.length} stars`);
});

/**
 * The sowing lesson's third step, opened by its address with slow sowing, so
 * there is time to act during one: its hole 7 is a wrong try that overshoots.
 */
async function openSlowSowingStep(app: Page): Promise<{ page: LessonsPage; lesson: Lesson; step: DoStep; number: number }> {
  // Slow sowings take seconds each: more time on a loaded machine.
  test.slow();
  const lesson = lessonById('sowing');
  const number = stepNumber(lesson, 'reach-north-3');
  const page = new LessonsPage(app);
  await page.useAnimationSpeed('slow');
  await page.open();
  await page.openAddress(lesson, number);
  return { page, lesson, step: lesson.steps[number - 1] as DoStep, number };
}

test('Try again during a sowing shows the step start at once, with its holes to choose and no empty one', async ({ app }) => {
  const { page } = await openSlowSowingStep(app);
  const start = await page.choosablePits();
  expect(start.map((p) => p.pit)).toEqual([3, 4, 5, 6]); // South's holes 4 to 7
  await page.clickHole(7);
  await page.expectSowing(true);
  await page.button('lessons.retry').click();
  await page.expectSowing(false);
  expect(await page.choosablePits()).toEqual(start);
  expect((await page.choosablePits()).every((p) => p.seeds > 0)).toBe(true);
  await expect(page.pit(6)).toHaveAccessibleName(/^South hole 7, 5 seeds$/);
  await expect(page.feedback).not.toContainText('Not quite');
  // The keyboard lands on a hole to choose, since the button it pressed is gone.
  await expect(app.locator(':focus')).toHaveAttribute('aria-disabled', 'false');
});

test('with the keyboard: Escape ends a sowing and stays in the lesson, and the verdict follows at once', async ({ app }) => {
  const { page, lesson, number } = await openSlowSowingStep(app);
  await page.pit(6).focus();
  await app.keyboard.press('Enter');
  await page.expectSowing(true);
  await app.keyboard.press('Escape');
  await page.expectSowing(false);
  await expect(page.feedback).toContainText('Not quite.');
  await expect(page.progress).toHaveText(`Step ${number} of ${lesson.steps.length}`);
});

test('the verdict appears once the sowing has shown why, Try and Show me are hidden while a right answer is sown', async ({ app }) => {
  const { page, lesson, step } = await openSlowSowingStep(app);
  const text = english(lesson);
  const start = await page.choosablePits();
  await page.clickHole(7);
  await page.expectSowing(true);
  await expect(page.feedback).toHaveText('');
  await expect(page.feedback).toContainText(`Not quite. ${text('wrong-far')}`, { timeout: 20_000 });
  await expect(page.feedback).toContainText("5 seeds from your hole 7 reach North's hole 4.");
  await page.expectSowing(false);
  await page.button('lessons.retry').click();
  expect(await page.choosablePits()).toEqual(start);
  await page.clickHole(step.solution[0] as number);
  await page.expectSowing(true);
  await expect(page.button('lessons.retry')).toHaveCount(0);
  await expect(page.button('lessons.showMe')).toHaveCount(0);
  await expect(page.feedback).toHaveText('');
  await expect(page.feedback).toContainText(`Well done! ${text(step.success)}`, { timeout: 20_000 });
  await expect(page.feedback).toContainText("5 seeds from your hole 6 reach North's hole 3.");
  await page.expectSowing(false);
});

test('the opening is shown tick by tick, with both hands and when each finishes', async ({ app }) => {
  const lesson = lessonById('opening');
  const page = new LessonsPage(app);
  await page.useAnimationSpeed('normal');
  await page.open();
  await page.openAddress(lesson, stepNumber(lesson, 'finish-first'));
  await page.clickHole(4);
  const ticks = app.getByRole('region', { name: 'Tick by tick' });
  await expect(ticks).toBeVisible();
  await ticks.getByRole('button', { name: 'Pause' }).click();
  for (let tick = 0; tick < 9; tick++) await ticks.getByRole('button', { name: 'Next tick' }).click();
  await expect(ticks).toContainText('Your hand: done at tick 7');
  await expect(ticks).toContainText("North's hand: sowing");
  await ticks.getByRole('button', { name: 'To the end' }).click();
  await expect(page.feedback).toContainText('Well done!');
  await expect(page.feedback).toContainText("Your hand finished at tick 7, North's at tick 89: you move first.");
});
