import { describe, expect, it } from 'vitest';
import { newGame, play, type GameState } from '../../../../engine';
import { manualClock } from '../../testing/manual-clock';
import { BoardAnimator } from './animator.svelte';
import { ANIMATION_STEP_MS, buildTimeline, type BoardAnimation } from './timeline';

function kalahMove(hole: number): { before: GameState; after: GameState; animation: BoardAnimation } {
  const started = newGame('kalah');
  if (!started.ok) throw new Error(started.error.message);
  const played = play(started.value, { hole });
  if (!played.ok) throw new Error(played.error.message);
  const before = started.value;
  return { before, after: played.value.state, animation: { id: 1, fromPits: before.pits, fromBurnt: before.burnt, events: played.value.events } };
}

describe('BoardAnimator', () => {
  it('shows each frame of the move in turn, then nothing once the sowing is over', () => {
    const { animation } = kalahMove(1);
    const { frames } = buildTimeline(animation.fromPits, animation.fromBurnt, animation.events);
    const clock = manualClock();
    const animator = new BoardAnimator(clock);
    animator.play(animation, 'normal');
    expect(animator.animating).toBe(true);
    expect(animator.frame).toEqual(frames[0]);
    clock.advance(ANIMATION_STEP_MS.normal);
    expect(animator.frame).toEqual(frames[1]);
    clock.advance(ANIMATION_STEP_MS.normal * 100);
    expect(animator.frame).toBeNull();
    expect(animator.animating).toBe(false);
    expect(clock.waiting()).toBe(0);
  });

  it('jumps to the frame that is due when the clock falls behind', () => {
    const { animation } = kalahMove(1);
    const { frames } = buildTimeline(animation.fromPits, animation.fromBurnt, animation.events);
    const clock = manualClock();
    const animator = new BoardAnimator(clock);
    animator.play(animation, 'slow');
    clock.advance(ANIMATION_STEP_MS.slow * 3);
    expect(animator.frame).toEqual(frames[3]);
  });

  it('ends at once on skip, and never plays the same animation twice', () => {
    const { animation } = kalahMove(2);
    const clock = manualClock();
    const animator = new BoardAnimator(clock);
    animator.play(animation, 'normal');
    animator.skip();
    expect(animator.frame).toBeNull();
    expect(clock.waiting()).toBe(0);
    animator.play(animation, 'normal');
    expect(animator.animating).toBe(false);
    animator.play({ ...animation, id: 2 }, 'normal');
    expect(animator.animating).toBe(true);
  });

  it('plays nothing at instant speed', () => {
    const animator = new BoardAnimator(manualClock());
    animator.play(kalahMove(3).animation, 'instant');
    expect(animator.animating).toBe(false);
  });
});
