import { expect, type Locator, type Page } from '@playwright/test';
import { validateState } from '../../engine';
import en from '../../renderer/src/i18n/locales/en';
import type { Messages } from '../../renderer/src/i18n/messages';
import { holesMaking, type DrillStep, type Lesson, type Step } from '../../tutorials';
import { callApi } from './app-api';


/** The Lessons screen: the map, a lesson's steps, the feedback line. */
export class LessonsPage {
  readonly feedback: Locator;
  readonly stepText: Locator;
  /** "Step 2 of 5". */
  readonly progress: Locator;
  readonly board: Locator;

  /** `messages`: the app's catalogue in the language shown (English unless a spec switched it). */
  constructor(
    private readonly page: Page,
    private readonly messages: Messages = en,
  ) {
    this.feedback = page.getByRole('status');
    this.stepText = page.getByTestId('step-text');
    this.progress = page.getByTestId('step-progress');
    this.board = page.getByRole('region', { name: messages['board.region'] });
  }

  /** Animations off, so a spec waits on results, not on seeds flying (the setting the Settings screen keeps). */
  async useInstantAnimation(): Promise<void> {
    await this.useAnimationSpeed('instant');
  }

  /** The sowing speed the lessons read when the screen opens ('slow' leaves time to act during a sowing). */
  async useAnimationSpeed(animationSpeed: 'slow' | 'normal' | 'fast' | 'instant'): Promise<void> {
    expect((await callApi(this.page, 'updateSettings', { animationSpeed })).animationSpeed).toBe(animationSpeed);
  }

  /** Opens a lesson on a step (counted from 1) by its address, as a link or a reload would. */
  async openAddress(lesson: Lesson, step: number): Promise<void> {
    await this.page.evaluate((hash) => (location.hash = hash), `#/lessons/${lesson.id}/${step}`);
    await expect(this.progress).toHaveText(`Step ${step} of ${lesson.steps.length}`);
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Lessons', exact: true }).click();
    await this.expectMap();
  }

  async expectMap(): Promise<void> {
    await expect(this.page.getByRole('list', { name: this.messages['lessons.map'] })).toBeVisible();
  }

  lessonButton(lesson: Lesson): Locator {
    return this.page.locator(`[data-lesson="${lesson.id}"]`);
  }

  async openLesson(lesson: Lesson): Promise<void> {
    await this.lessonButton(lesson).click();
  }

  /** Any pit by index (South's hole h is h - 1), whatever language its name is in. */
  pit(pit: number): Locator {
    return this.board.locator(`[data-pit="${pit}"]`);
  }

  /** The learner's hole (South's, 1…n). */
  async clickHole(hole: number): Promise<void> {
    await this.pit(hole - 1).click();
  }

  /** The pits offered to click now, by index, with the seeds each holds (from its accessible name). */
  async choosablePits(): Promise<{ pit: number; seeds: number }[]> {
    const pits = await this.board.locator('[data-pit][aria-disabled="false"]').evaluateAll((buttons) =>
      buttons.map((button) => ({ pit: Number(button.getAttribute('data-pit')), seeds: Number(/(\d+) seeds?/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? NaN) })),
    );
    // In pit order, whichever way the board draws its rows.
    return pits.sort((a, b) => a.pit - b.pit);
  }

  /** Every pit's seeds as the board shows them now (from their accessible names), in pit order. */
  async pits(): Promise<number[]> {
    const pits = await this.board.locator('[data-pit]').evaluateAll((elements) =>
      elements.map((element) => [Number(element.getAttribute('data-pit')), Number(/(\d+) seeds?/.exec(element.getAttribute('aria-label') ?? '')?.[1] ?? NaN)] as const),
    );
    return pits.sort((a, b) => a[0] - b[0]).map(([, seeds]) => seeds);
  }

  /** The holes that make the drilled landing in the position the board shows (worked out by the engine, as the drill does). */
  async drillHoles(step: DrillStep): Promise<number[]> {
    const state = validateState({ rules: 'congkak', pits: await this.pits(), toMove: 0 });
    if (!state.ok) throw new Error(state.error.message);
    return holesMaking(state.value, step.landing);
  }

  async drillHole(step: DrillStep): Promise<number> {
    const hole = (await this.drillHoles(step))[0];
    if (hole === undefined) throw new Error('no hole makes the landing');
    return hole;
  }

  button(key: keyof Messages): Locator {
    return this.page.getByRole('button', { name: this.messages[key], exact: true });
  }

  /** The end of a lesson: its stars, what was learnt, the next lesson. */
  get complete(): Locator {
    return this.page.getByTestId('lesson-complete');
  }

  /** Whether seeds are being sown on the board now. */
  async expectSowing(sowing: boolean): Promise<void> {
    if (sowing) await expect(this.board).toHaveClass(/\banimating\b/);
    else await expect(this.board).not.toHaveClass(/\banimating\b/);
  }

  /** Finds each of a drill's positions at once: the engine names a hole that makes the landing. */
  async solveDrill(step: DrillStep, text: (key: string) => string): Promise<void> {
    for (let position = 1; position <= 5; position++) {
      await expect(this.page.getByTestId('drill-position')).toContainText(`${position}`);
      await this.clickHole(await this.drillHole(step));
      await expect(this.feedback).toContainText(text(step.success));
      await this.button('lessons.drill.nextPosition').click();
    }
  }

  /**
   * Solves one step the way its data says, and moves on. After the last step
   * the lesson's end shows; `toMap` goes on from there to the lesson map.
   */
  async solve(step: Step, lesson: Lesson, text: (key: string) => string, { toMap = true } = {}): Promise<void> {
    await expect(this.stepText).toHaveText(text(step.text));
    if (step.kind === 'do') {
      for (const hole of step.solution) await this.clickHole(hole);
      await expect(this.feedback).toContainText(text(step.success));
    } else if (step.kind === 'predict') {
      await this.pit(step.answer).click();
      await expect(this.feedback).toContainText(text(step.success));
    } else if (step.kind === 'quiz') {
      const right = step.choices.find((choice) => choice.correct === true);
      if (right === undefined) throw new Error(`${lesson.id}/${step.id} has no right answer`);
      await this.page.getByRole('group', { name: this.messages['lessons.choices'] }).getByRole('button', { name: text(right.text), exact: true }).click();
      await expect(this.feedback).toContainText(text(right.explanation));
    } else if (step.kind === 'drill') {
      await this.solveDrill(step, text);
    }
    const last = lesson.steps.at(-1) === step;
    await this.button(last ? 'lessons.finish' : 'lessons.next').click();
    if (last) {
      await expect(this.complete).toBeVisible();
      if (toMap) await this.button('lessons.complete.map').click();
    }
  }
}
