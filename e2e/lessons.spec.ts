// Every lesson, completed in the browser by following its own solutions (one
// test per lesson), a wrong try answered with its explanation, progress and
// the open step that survive a reload, and the sowing that is shown before
// its verdict and stopped by Try again or Escape.
import type { Page } from '@playwright/test';
import { LESSONS, type DoStep, type Lesson } from '../tutorials';
import { expect, test } from './fixtures';
import { LessonsPage } from './pages/lessons-page';

if (!LESSONS.ok) throw new Error(LESSONS.error.message);
const lessons = LESSONS.value;
const english = (lesson: Lesson) => (key: string) => (lesson.messages.en as Record<string, string>)[key] ?? key;

for (const lesson of lessons) {
  test(`lesson ${lesson.id} can be completed by following its solutions`, async ({ app }) => {
    const page = new LessonsPage(app);
    await page.useInstantAnimation();
    await page.open();
    await page.openLesson(lesson);
    for (const step of lesson.steps) await page.solve(step, lesson, english(lesson));
    // Back on the map, with every step done and three stars.
    await expect(page.lessonButton(lesson).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  });
}

test('a wrong try shows its own explanation, and two misses bring the hint', async ({ app }) => {
  const lesson = lessons.find((l) => l.id === 'store-landing') as Lesson;
  const step = lesson.steps.find((s): s is DoStep => s.kind === 'do') as DoStep;
  const wrong = step.wrongTries[0];
  if (wrong === undefined) throw new Error('no wrong try');
  const text = english(lesson);
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  await page.openLesson(lesson);
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  for (const hole of wrong.holes) await page.clickHole(hole);
  await expect(page.feedback).toContainText(text(wrong.explanation));
  await expect(page.feedback).not.toContainText(text(step.hint));
  for (const hole of wrong.holes) await page.clickHole(hole);
  await expect(page.feedback).toContainText(text(step.hint));
  await expect(page.pit((step.solution[0] as number) - 1)).toHaveAttribute('data-highlight', 'true');
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
});

/**
 * The sowing lesson's third step, opened by its address with slow sowing, so
 * there is time to act during one: its hole 6 is a wrong try that relays on
 * for a while.
 */
async function openSlowSowingStep(app: Page): Promise<{ page: LessonsPage; lesson: Lesson; step: DoStep; number: number }> {
  const lesson = lessons.find((l) => l.id === 'sowing') as Lesson;
  const number = lesson.steps.findIndex((s) => s.id === 'reach-north-3') + 1;
  const page = new LessonsPage(app);
  await page.useAnimationSpeed('slow');
  await page.open();
  await page.openAddress(lesson, number);
  return { page, lesson, step: lesson.steps[number - 1] as DoStep, number };
}

test('Try again during a sowing shows the step start at once, with its holes to choose and no empty one', async ({ app }) => {
  const { page } = await openSlowSowingStep(app);
  const start = await page.choosablePits();
  expect(start.map((p) => p.pit)).toEqual([3, 4, 5]); // South's holes 4, 5 and 6
  await page.clickHole(6);
  await page.expectSowing(true);
  await app.getByRole('button', { name: 'Try again', exact: true }).click();
  await page.expectSowing(false);
  expect(await page.choosablePits()).toEqual(start);
  expect((await page.choosablePits()).every((p) => p.seeds > 0)).toBe(true);
  await expect(page.pit(5)).toHaveAccessibleName(/^South hole 6, 4 seeds$/);
  await expect(page.feedback).not.toContainText('Not quite');
  // The keyboard lands on a hole to choose, since the button it pressed is gone.
  await expect(app.locator(':focus')).toHaveAttribute('aria-disabled', 'false');
});

test('with the keyboard: Escape ends a sowing and stays in the lesson, and the verdict follows at once', async ({ app }) => {
  const { page, lesson, number } = await openSlowSowingStep(app);
  await page.pit(5).focus();
  await app.keyboard.press('Enter');
  await page.expectSowing(true);
  await app.keyboard.press('Escape');
  await page.expectSowing(false);
  await expect(page.feedback).toContainText('Not quite.');
  await expect(page.progress).toHaveText(`Step ${number} of ${lesson.steps.length}`);
});

test('the verdict appears once the sowing has shown why, and the board is then the one the next click plays on', async ({ app }) => {
  const { page, lesson, step } = await openSlowSowingStep(app);
  const text = english(lesson);
  const start = await page.choosablePits();
  await page.clickHole(6);
  await page.expectSowing(true);
  await expect(page.feedback).toHaveText('');
  await expect(page.feedback).toContainText(`Not quite. ${text('wrong-6')}`, { timeout: 20_000 });
  await page.expectSowing(false);
  // After the miss: the step start again, with its own holes to choose.
  expect(await page.choosablePits()).toEqual(start);
  await page.clickHole(step.solution[0] as number);
  await expect(page.feedback).toHaveText('');
  await expect(page.feedback).toContainText(`Well done! ${text(step.success)}`, { timeout: 20_000 });
  await page.expectSowing(false);
});

test('a wrong guess of where the last seed lands says where it rests and why, for a pit the lesson does not list', async ({ app }) => {
  const lesson = lessons.find((l) => l.id === 'relay') as Lesson;
  const page = new LessonsPage(app);
  await page.useInstantAnimation();
  await page.open();
  await page.openAddress(lesson, lesson.steps.findIndex((s) => s.id === 'where-a-relay-ends') + 1);
  await page.pit(12).click(); // North's hole 5
  await expect(page.feedback).toContainText("Not quite. A seed drops into North's hole 5, but 1 more follows.");
  await expect(page.feedback).toContainText("The last seed comes to rest in North's hole 6: 3 seeds from your hole 6 reach North's hole 1");
});
