import { render, screen, within } from '@testing-library/svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRESETS } from '../../../../engine';
import { REFERENCE_MESSAGES, REFERENCE_SECTIONS } from '../../../../tutorials';
import { differenceSentences, optionSentence } from '../../lib/rules/rule-sentences';
import RulesReference from './RulesReference.svelte';
import { withLessonTexts } from '../../testing/lesson-texts';

// Shown once the lessons' texts are loaded, as the app shows it.
beforeAll(withLessonTexts);

describe('RulesReference', () => {
  it('shows each section\'s title and text from the message catalogue', () => {
    render(RulesReference);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([...REFERENCE_SECTIONS.map((section) => REFERENCE_MESSAGES.en[section.title]), 'The rule sets and how they differ from classic Congkak']);
    expect(screen.getByText(REFERENCE_MESSAGES.en.mati)).toBeTruthy();
  });

  it('tells each rule set apart from classic Congkak in sentences, never in option names', () => {
    const { container } = render(RulesReference);
    const dakon = container.querySelector<HTMLElement>('dd[data-preset="dakon"]');
    if (!dakon) throw new Error('no Dakon entry');
    const items = within(dakon).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(differenceSentences(PRESETS.dakon, PRESETS.congkak));
    expect(items).toContain(optionSentence('roundEnd', 'pass'));
    expect(container.querySelector('dl')?.textContent).not.toMatch(/[{}"]|roundEnd|nextStarter|store-end|counterclockwise/);
    expect(container.querySelector('dd[data-preset="congkak"]')?.textContent?.trim()).toBe('The classic rules, as described above.');
  });

  it("mentions Board Game Arena's round end and partial refill, a sentence each", () => {
    render(RulesReference);
    const sentencesOnBga = (key: 'round-end' | 'series') => REFERENCE_MESSAGES.en[key].split(/(?<=\.) /).filter((sentence) => sentence.includes('Board Game Arena'));
    expect(sentencesOnBga('round-end')).toEqual([expect.stringContaining('even in the middle of a relay')]);
    expect(sentencesOnBga('series')).toEqual([expect.stringContaining('partly filling it')]);
    expect(screen.getByText(REFERENCE_MESSAGES.en['round-end'])).toBeTruthy();
    expect(screen.getByText(REFERENCE_MESSAGES.en.series)).toBeTruthy();
  });
});
