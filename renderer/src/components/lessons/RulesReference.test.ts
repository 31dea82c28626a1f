import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES, REFERENCE_SECTIONS } from '../../../../tutorials';
import RulesReference from './RulesReference.svelte';

describe('RulesReference', () => {
  it('shows each section\'s title and text from the message catalogue', () => {
    render(RulesReference);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([...REFERENCE_SECTIONS.map((section) => REFERENCE_MESSAGES.en[section.title]), 'The rule sets and how they differ from classic Congkak']);
    expect(screen.getByText(REFERENCE_MESSAGES.en.mati)).toBeTruthy();
  });
});
