import { describe, expect, it } from 'vitest';
import { stepFocus } from './focus';

describe('focus along a row', () => {
  it('wraps the focus at both ends', () => {
    expect(stepFocus(6, 1, 7)).toBe(0);
    expect(stepFocus(0, -1, 7)).toBe(6);
    expect(stepFocus(-1, 1, 7)).toBe(0);
    expect(stepFocus(2, 1, 0)).toBe(-1);
  });
});
