import { describe, expect, it } from 'vitest';
import { newGame, play } from '../../../../engine';
import { manualClock } from '../../testing/manual-clock';
import { BoardAnimator } from './animator.svelte';
import { turnBudgetMs } from './pacing';
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
    clock.advance(ANIMATION_STEP_MS.normal * 3);
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
    // The marked choice takes three steps, the pick-up one, then each drop.
    clock.advance(ANIMATION_STEP_MS.slow * 5);
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

  it('plays nothing at instant speed, yet tells its listener the move started and settled', () => {
    const { animator } = animatorOnHand();
    const told: string[] = [];
    animator.listen({ started: (shown) => told.push(`start ${shown.id}`), settled: (shown) => told.push(`end ${shown.id}`) });
    animator.play(kalahMove(3).animation, 'instant');
    expect(animator.animating).toBe(false);
    expect(told).toEqual(['start 1', 'end 1']);
  });

  it('marks the chosen hole before its seeds are lifted', () => {
    const { animation, frames } = kalahMove(2);
    const { animator } = animatorOnHand();
    animator.play(animation, 'normal');
    expect(animator.frame).toEqual(frames[0]);
    expect(frames[0]).toMatchObject({ choice: true, chosen: [1], hands: [], pits: animation.fromPits });
    expect(frames[1]).toMatchObject({ choice: false, chosen: [1] });
    expect(frames[1]?.pits[1]).toBe(0);
  });

  it('sows a queued move only once the one on the board is sown in full', () => {
    const first = kalahMove(1);
    const second = { ...kalahMove(2).animation, id: 2 };
    const { clock, animator } = animatorOnHand();
    const settled: number[] = [];
    animator.listen({ settled: (shown) => settled.push(shown.id) });
    animator.enqueue(first.animation, 'normal');
    clock.advance(ANIMATION_STEP_MS.normal * 3);
    animator.enqueue(second, 'normal');
    // The move on the board goes on where it was, not from its start.
    expect(animator.current?.id).toBe(1);
    expect(animator.frame).toEqual(first.frames[1]);
    clock.advance(ANIMATION_STEP_MS.normal * 100);
    expect(settled).toEqual([1]);
    expect(animator.current?.id).toBe(2);
    expect(animator.frame?.choice).toBe(true);
    clock.advance(ANIMATION_STEP_MS.normal * 100);
    expect(settled).toEqual([1, 2]);
    expect(animator.animating).toBe(false);
  });

  it('ends the move on the board and every queued one on one skip, in order', () => {
    const { clock, animator } = animatorOnHand();
    const told: string[] = [];
    animator.listen({ started: (shown) => told.push(`start ${shown.id}`), settled: (shown) => told.push(`end ${shown.id}`) });
    animator.enqueue(kalahMove(1).animation, 'normal');
    animator.enqueue({ ...kalahMove(2).animation, id: 2 }, 'normal');
    animator.enqueue({ ...kalahMove(3).animation, id: 3 }, 'normal');
    animator.skip();
    expect(told).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(animator.animating).toBe(false);
    expect(clock.waiting()).toBe(0);
  });

  it('sows the moves of one group within one turn’s budget', () => {
    const { clock, animator } = animatorOnHand();
    const ids = [1, 2, 3, 4, 5, 6].map((hole) => ({ ...kalahMove(hole).animation, id: hole, group: 9 }));
    for (const animation of ids) animator.enqueue(animation, 'normal');
    let elapsed = 0;
    while (animator.animating) {
      clock.advance(10);
      elapsed += 10;
    }
    // Six moves of ~8 steps each would take ~10 s at the normal step; the group takes the budget.
    expect(elapsed).toBeGreaterThan(turnBudgetMs('normal') * 0.8);
    expect(elapsed).toBeLessThanOrEqual(turnBudgetMs('normal') + 6 * 10);
  });
});
