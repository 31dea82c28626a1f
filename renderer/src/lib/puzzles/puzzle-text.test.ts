import { describe, expect, it } from 'vitest';
import { ratingChangeText, ratingText } from './puzzle-text';

describe('puzzle ratings in words', () => {
  it.each([
    { before: 1500, after: 1662.3, text: '+162' },
    { before: 1500.4, after: 1380.6, text: '−119' },
    { before: 1499.6, after: 1500.4, text: '±0' },
  ])('$before → $after reads $text', ({ before, after, text }) => {
    expect(ratingChangeText(before, after)).toBe(text);
  });
  it('shows whole points, grouped', () => {
    expect(ratingText(1523.6)).toBe('1,524');
  });
  it('marks a provisional rating as lichess does', () => {
    expect(ratingText(1500, true)).toBe('1,500?');
    expect(ratingText(1500, false)).toBe('1,500');
  });
});
