import { describe, expect, it } from 'vitest';
import { hashFor, replayGameFromHash, replayHash, SCREENS, screenFromHash } from './screens';

describe('screen addresses', () => {
  it.each(SCREENS)('%s survives a round trip through the URL hash', (screen) => {
    expect(screenFromHash(hashFor(screen))).toBe(screen);
  });

  it('opens home for an empty or unknown hash', () => {
    expect(screenFromHash('')).toBe('home');
    expect(screenFromHash('#/nowhere')).toBe('home');
    expect(screenFromHash('#/')).toBe('home');
  });

  it('addresses the replay of one game', () => {
    expect(screenFromHash(replayHash(42))).toBe('replay');
    expect(replayGameFromHash(replayHash(42))).toBe(42);
    expect(replayGameFromHash('#/replay')).toBeNull();
    expect(replayGameFromHash('#/replay/0')).toBeNull();
    expect(replayGameFromHash('#/replay/12x')).toBeNull();
  });
});
