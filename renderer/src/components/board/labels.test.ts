import { describe, expect, it } from 'vitest';
import { pitLabel, seedsText } from './labels';

describe('accessible names', () => {
  it('names holes and stores with their seeds, one seed in the singular, burnt holes as burnt', () => {
    expect(pitLabel(2, 7, 7, false)).toBe('South hole 3, 7 seeds');
    expect(pitLabel(8, 1, 7, false)).toBe('North hole 1, 1 seed');
    expect(pitLabel(9, 0, 7, true)).toBe('North hole 2, 0 seeds, burnt');
    expect(pitLabel(7, 12, 7, false)).toBe('South store, 12 seeds');
    expect(pitLabel(15, 1, 7, false)).toBe('North store, 1 seed');
    expect(seedsText(0)).toBe('0 seeds');
  });
});
