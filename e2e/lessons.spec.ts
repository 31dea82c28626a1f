// Every lesson, completed in the browser by following its own solutions (one
// test per lesson), a wrong try answered with its explanation, and progress
// that survives a reload.
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
    await expect(page.lessonButton(lesson)).toContainText('★★★');
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
  for (const hole of wrong.holes) await page.clickHole(hole, 7);
  await expect(page.feedback).toContainText(text(wrong.explanation));
  await expect(page.feedback).not.toContainText(text(step.hint));
  for (const hole of wrong.holes) await page.clickHole(hole, 7);
  await expect(page.feedback).toContainText(text(step.hint));
  await expect(page.pit((step.solution[0] as number) - 1, 7)).toHaveAttribute('data-highlight', 'true');
});

test('progress survives a reload and the lesson resumes where it was left', async ({ app }) => {
  const lesson = lessons[0] as Lesson;
  const text = english(lesson);
  const page = new LessonsPage(app);
  await page.open();
  await page.openLesson(lesson);
  await page.solve(lesson.steps[0] as Lesson['steps'][number], lesson, text);
  await page.solve(lesson.steps[1] as Lesson['steps'][number], lesson, text);
  await app.reload();
  // The address keeps the screen (#/lessons): the map shows again, read back from the database.
  await page.expectMap();
  await expect(page.lessonButton(lesson)).toContainText(`2 of ${lesson.steps.length} steps done`);
  await page.openLesson(lesson);
  await expect(page.stepText).toHaveText(text((lesson.steps[2] as Lesson['steps'][number]).text));
});
