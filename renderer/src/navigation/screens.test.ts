import { describe, expect, it } from 'vitest';
import { LESSON_DEFS } from '../../../tutorials';
import { hashFor, lessonFromHash, lessonHash, lessonStepFromHash, lobbyHash, lobbyViewFromHash, playGameFromHash, playHash, replayGameFromHash, replayHash, SCREENS, screenForMenuCommand, screenFromHash } from './screens';

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

  it('addresses one game on the play screen', () => {
    expect(screenFromHash(playHash(7))).toBe('play');
    expect(playGameFromHash(playHash(7))).toBe(7);
    expect(playGameFromHash(hashFor('play'))).toBeNull();
    expect(playGameFromHash('#/play/0')).toBeNull();
    expect(playGameFromHash('#/play/-3')).toBeNull();
    // A replay address never names a game to resume, nor the other way round.
    expect(playGameFromHash(replayHash(7))).toBeNull();
    expect(replayGameFromHash(playHash(7))).toBeNull();
  });

  it('addresses the network lobby: joining, and the waiting panel while hosting', () => {
    expect(screenFromHash(lobbyHash('join'))).toBe('network');
    expect(screenFromHash(lobbyHash('host'))).toBe('network');
    expect(lobbyViewFromHash(lobbyHash('host'))).toBe('host');
    expect(lobbyViewFromHash(lobbyHash('join'))).toBe('join');
    expect(lobbyViewFromHash('#/network/elsewhere')).toBe('join');
  });

  it.each(LESSON_DEFS.map((lesson) => lesson.id))('addresses lesson %s on the Lessons screen', (lessonId) => {
    expect(screenFromHash(lessonHash(lessonId))).toBe('lessons');
    expect(lessonFromHash(lessonHash(lessonId))).toBe(lessonId);
    expect(lessonStepFromHash(lessonHash(lessonId))).toBeNull();
  });

  it('addresses a step of a lesson, counted from 1', () => {
    expect(lessonHash('store-landing', 3)).toBe('#/lessons/store-landing/3');
    expect(screenFromHash(lessonHash('store-landing', 3))).toBe('lessons');
    expect(lessonFromHash(lessonHash('store-landing', 3))).toBe('store-landing');
    expect(lessonStepFromHash(lessonHash('store-landing', 12))).toBe(12);
  });

  it('names no lesson for the plain Lessons address or a malformed one', () => {
    expect(lessonFromHash(hashFor('lessons'))).toBeNull();
    expect(lessonFromHash('#/lessons/')).toBeNull();
    expect(lessonFromHash('#/lessons/Capture')).toBeNull();
    expect(lessonFromHash('#/lessons/a/b')).toBeNull();
    expect(lessonFromHash('#/lessons/capture/0')).toBeNull();
    expect(lessonFromHash('#/lessons/capture/3/1')).toBeNull();
    expect(lessonStepFromHash('#/lessons/capture/x')).toBeNull();
    expect(lessonFromHash('#/play/capture')).toBeNull();
  });
});

describe('screenForMenuCommand', () => {
  it.each([
    ['new-game', 'play'],
    ['archive', 'archive'],
    ['lessons', 'lessons'],
    ['puzzles', 'puzzles'],
    ['settings', 'settings'],
  ] as const)('%s opens %s', (command, expected) => {
    expect(screenForMenuCommand(command)).toBe(expected);
  });
});
