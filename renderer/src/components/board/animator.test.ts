import { describe, expect, it } from 'vitest';
import { newGame, play } from '../../../../engine';
import { manualClock } from '../../testing/manual-clock';
import { BoardAnimator } from './animator.svelte';
import { ANIMATION_STEP_MS, buildTimeline, type BoardAnimation, type Frame } from './timeline';

/** The first move of Kalah from `hole`, as the board is asked to sow it, and its frames. */
function kalahMove(hole: number): { animation: BoardAnimation; frames: Frame[] } {
  const started = newGame('kalah');
  if (!started.ok) throw new Error(started.error.message);
  const played = play(started.value, { hole });
  if (!played.ok) throw new Error(played.error.message);
  const { pits, burnt } = started.value;
  const animation = { id: 1, fromPits: pits, fromBurnt: burnt, events: played.value.events };
  return { animation, frames: buildTimeline(pits, burnt, animation.events).frames };
}

/** An animator on a clock the test moves. */
function animatorOnHand() {
  const clock = manualClock();
  return { clock, animator: new BoardAnimator(clock) };
}

describe('BoardAnimator', () => {
  it('shows each frame of the move in turn, then nothing once the sowing is over', () => {
    const { animation, frames } = kalahMove(1);
    const { clock, animator } = animatorOnHand();
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
    const { animation, frames } = kalahMove(1);
    const { clock, animator } = animatorOnHand();
    animator.play(animation, 'slow');
    clock.advance(ANIMATION_STEP_MS.slow * 3);
    expect(animator.frame).toEqual(frames[3]);
  });

  it('ends at once on skip, and never plays the same animation twice', () => {
    const { animation } = kalahMove(2);
    const { clock, animator } = animatorOnHand();
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
    const { animator } = animatorOnHand();
    animator.play(kalahMove(3).animation, 'instant');
    expect(animator.animating).toBe(false);
  });
});
