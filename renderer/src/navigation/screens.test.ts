import { describe, expect, it } from 'vitest';
import { hashFor, SCREENS, screenFromHash } from './screens';

describe('screen addresses', () => {
  it.each(SCREENS)('%s survives a round trip through the URL hash', (screen) => {
    expect(screenFromHash(hashFor(screen))).toBe(screen);
  });

  it('opens home for an empty or unknown hash', () => {
    expect(screenFromHash('')).toBe('home');
    expect(screenFromHash('#/nowhere')).toBe('home');
    expect(screenFromHash('#/')).toBe('home');
  });
});
