import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSONS, type Lesson } from '../../../../tutorials';
import LessonComplete from './LessonComplete.svelte';
import { withLessonTexts } from '../../testing/lesson-texts';

if (!LESSONS.ok) throw new Error(LESSONS.error.message);
const [first, second] = LESSONS.value;
if (first === undefined || second === undefined) throw new Error('too few lessons');

// Shown once the lessons' texts are loaded, as the app shows it.
beforeAll(withLessonTexts);

describe('LessonComplete', () => {
  it('shows the stars earned and what was learnt, with the next lesson focused', async () => {
    const opened: string[] = [];
    render(LessonComplete, { lesson: first, stars: 2, done: first.steps.length, next: second, onNext: (lesson: Lesson) => opened.push(lesson.id), onAgain: () => undefined, onMap: () => undefined });
    expect(screen.getByRole('heading', { name: 'Lesson complete: The board' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your holes are numbered 1 to 7, from the far right to your store on the left.',
      "Seeds go clockwise, into your store but never into North's.",
    ]);
    const next = screen.getByRole('button', { name: 'Next lesson: Sowing and counting' });
    expect(document.activeElement).toBe(next);
    await fireEvent.click(next);
    expect(opened).toEqual(['sowing']);
  });

  it('says how many steps are done, not empty stars, when steps were skipped', () => {
    render(LessonComplete, { lesson: first, stars: 0, done: 2, next: second, onNext: () => undefined, onAgain: () => undefined, onMap: () => undefined });
    expect(screen.getByText(`2 of ${first.steps.length} steps done`)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
  });

  it('after the last lesson, says so and hands the keyboard to the way back', () => {
    const last = LESSONS.ok ? LESSONS.value.at(-1) : undefined;
    if (last === undefined) throw new Error('no lessons');
    render(LessonComplete, { lesson: last, stars: 3, done: last.steps.length, next: null, onNext: () => undefined, onAgain: () => undefined, onMap: () => undefined });
    expect(screen.getByText('That was the last lesson: you have taken them all.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back to the lessons' }));
  });
});
