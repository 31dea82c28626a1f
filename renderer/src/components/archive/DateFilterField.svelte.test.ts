// The archive's date field, in English (the tests' language: mm/dd/yyyy): the
// filter takes a real date in the language's order, nothing for a wrong one,
// which is said once the field is left.
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import DateFilterField from './DateFilterField.svelte';

function field(value = '') {
  const props = $state({ label: 'From', value });
  render(DateFilterField, props);
  return { props, input: screen.getByRole('textbox', { name: 'From mm/dd/yyyy' }) as HTMLInputElement };
}

async function type(input: HTMLInputElement, text: string): Promise<void> {
  await fireEvent.input(input, { target: { value: text } });
  flushSync();
}

describe('the archive’s date field', () => {
  it('names its format beside the label and in the placeholder, in the language’s order', () => {
    const { input } = field();
    expect(input.placeholder).toBe('mm/dd/yyyy');
    expect(input.type).toBe('text');
  });

  it('gives the filter a real date as ISO, and nothing while it is not one', async () => {
    const { props, input } = field();
    await type(input, '3/9');
    expect(props.value).toBe('');
    await type(input, '3/9/2025');
    expect(props.value).toBe('2025-03-09');
    await type(input, '');
    expect(props.value).toBe('');
  });

  it('says a wrong date once the field is left, and stops saying it once the date is right', async () => {
    const { props, input } = field();
    await type(input, '13/9/2025');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    await fireEvent.change(input);
    expect(props.value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Type a date as mm/dd/yyyy, or leave it empty.');
    await type(input, '12/9/2025');
    expect(props.value).toBe('2025-12-09');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows a date the filter already holds in the language’s order', () => {
    expect(field('2025-03-09').input.value).toBe('03/09/2025');
  });
});
