import { render, screen, within } from '@testing-library/svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSONS, type StepRecord } from '../../../../tutorials';
import LessonMap from './LessonMap.svelte';
import { withLessonTexts } from '../../testing/lesson-texts';

if (!LESSONS.ok) throw new Error(LESSONS.error.message);
const lessons = LESSONS.value;
const first = lessons[0]!;
const completed = (clean: boolean): StepRecord => Object.fromEntries(first.steps.map((step) => [step.id, { clean }]));

function renderMap(records: Map<string, StepRecord>) {
  return render(LessonMap, { lessons, records, latest: null, onOpen: () => undefined });
}

// Shown once the lessons' texts are loaded, as the app shows it.
beforeAll(withLessonTexts);

describe('LessonMap', () => {
  it('says what one, two and three stars mean', () => {
    renderMap(new Map());
    const legend = screen.getByRole('region', { name: 'Stars' });
    const rows = within(legend).getAllByRole('img').map((stars) => [stars.getAttribute('aria-label'), stars.closest('div')?.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['1 of 3 stars', 'Lesson finished.'],
      ['2 of 3 stars', 'At least half of its exercises and questions done on your own.'],
      ['3 of 3 stars', 'All done on your own: no miss, no hint, no "Show me".'],
    ]);
  });

  it('sums up the course: lessons done, and stars of three per lesson', () => {
    renderMap(new Map([[first.id, completed(true)]]));
    expect(screen.getByTestId('course-progress').textContent).toContain(`1 of ${lessons.length} lessons done · 3 of ${lessons.length * 3} stars`);
  });

  it("shows a completed lesson's stars with their name for screen readers", () => {
    renderMap(new Map([[first.id, completed(false)]]));
    const button = screen.getAllByRole('button')[0]!;
    const stars = within(button).getByRole('img', { name: '1 of 3 stars' });
    expect(Array.from(stars.querySelectorAll('svg'), (icon) => icon.dataset['icon'])).toEqual(['star-filled', 'star-empty', 'star-empty']);
  });
});
