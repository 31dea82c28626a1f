// The lesson player as the learner meets it: a store chosen as an answer, a
// wrong prediction explained and guessed again, the full path after the
// second miss, a drill, and the keyboard handed to what goes on.
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import { holesMaking, type Step } from '../../../../tutorials';
import { drillPosition, newDrill } from '../../lib/lessons/drill-session';
import { lessonById } from '../../testing/lessons';
import LessonPlayer from './LessonPlayer.svelte';
import { withLessonTexts } from '../../testing/lesson-texts';

/** The player opened on a step, sowing at once (instant), with what it reports. */
function openAt(lessonId: string, stepId: string) {
  const lesson = lessonById(lessonId);
  const done: [string, boolean][] = [];
  let finished = false;
  render(LessonPlayer, {
    lesson,
    startAt: lesson.steps.findIndex((step) => step.id === stepId),
    speed: 'instant',
    drillSeed: () => 5,
    onStepDone: (step: Step, clean: boolean) => done.push([step.id, clean]),
    onFinish: () => (finished = true),
  });
  const board = screen.getByRole('region', { name: 'Board' });
  const pit = (index: number) => board.querySelector<HTMLElement>(`[data-pit="${index}"]`) as HTMLElement;
  const feedback = () => screen.getByRole('status').textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return { done, finished: () => finished, board, pit, feedback };
}

// Shown once the lessons' texts are loaded, as the app shows it.
beforeAll(withLessonTexts);

describe('LessonPlayer', () => {
  it('takes your store as the answer of a predict step: it is a button there', async () => {
    const { board, feedback, done } = openAt('store-landing', 'where-it-lands');
    const store = within(board).getByRole('button', { name: 'South store, 0 seeds' });
    await fireEvent.click(store);
    expect(feedback()).toMatch(/^Well done! /);
    expect(feedback()).toContain('5 seeds from your hole 3 reach your store.');
    expect(done).toEqual([['where-it-lands', true]]);
  });

  it('explains a wrong prediction and asks again; the second miss shows the whole path and waits for Try again', async () => {
    const { pit, feedback } = openAt('relay', 'where-a-relay-ends');
    await fireEvent.click(pit(12));
    expect(feedback()).toBe("Not quite. A seed drops into North's hole 5, but the sowing goes on past it. Guess again.");
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await fireEvent.click(pit(8));
    await tick();
    expect(feedback()).toContain("The last seed comes to rest in North's hole 6: 3 seeds from your hole 6 reach North's hole 1, a relay of 2 reaches North's hole 3");
    expect(feedback()).toContain('Hint:');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    // The board shows the end of the sowing: nothing to choose until Try again.
    expect(pit(13).getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(retry);
    expect(pit(13).getAttribute('aria-disabled')).toBe('false');
  });

  it('hands the keyboard to Next once a step is solved, and N goes on', async () => {
    openAt('store-landing', 'land-in-store');
    const board = screen.getByRole('region', { name: 'Board' });
    await fireEvent.click(board.querySelector('[data-pit="1"]') as HTMLElement);
    await tick();
    await tick();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(document.activeElement).toBe(next);
    await fireEvent.keyDown(window, { key: 'n' });
    expect(screen.getByTestId('step-progress').textContent).toBe(`Step 3 of ${lessonById('store-landing').steps.length}`);
  });

  it('makes only the holes that may be chosen tab stops', () => {
    const { board } = openAt('store-landing', 'land-in-store');
    const tabStops = [...board.querySelectorAll<HTMLElement>('[data-pit]')].filter((pit) => pit.tagName === 'BUTTON' && pit.tabIndex >= 0);
    expect(tabStops.map((pit) => pit.dataset['pit']).sort()).toEqual(['1', '4', '5', '6']);
  });

  it('never says "Well done" for "Show me"', async () => {
    const { feedback, done } = openAt('store-landing', 'land-in-store');
    await fireEvent.click(screen.getByRole('button', { name: 'Show me' }));
    expect(feedback()).toMatch(/^Here is one way\./);
    expect(feedback()).not.toContain('Well done');
    expect(done).toEqual([['land-in-store', false]]);
  });

  it('runs a drill of five positions, position by position', async () => {
    const lesson = lessonById('store-landing');
    const step = lesson.steps.find((candidate) => candidate.id === 'practice');
    if (step?.kind !== 'drill') throw new Error('no drill');
    const made = newDrill(step, 5);
    if (!made.ok) throw new Error(made.error.message);
    const { pit, feedback, done } = openAt('store-landing', 'practice');
    for (let position = 0; position < 5; position++) {
      expect(screen.getByTestId('drill-position').textContent).toBe(`Position ${position + 1} of 5`);
      const hole = holesMaking(drillPosition({ ...made.value, index: position }), 'store')[0] as number;
      await fireEvent.click(pit(hole - 1));
      expect(feedback()).toMatch(/^Right!/);
      await tick();
      await fireEvent.click(screen.getByRole('button', { name: 'Next position' }));
    }
    expect(feedback()).toBe('Drill done with no misses.');
    expect(done).toEqual([['practice', true]]);
  });
});
