import { describe, expect, it } from 'vitest';
import { LESSONS, type Lesson, type Step } from '../../../../tutorials';
import { BoardAnimator } from '../../components/board/animator.svelte';
import { ANIMATION_STEP_MS } from '../../components/board/timeline';
import { manualClock } from '../../testing/manual-clock';
import { LessonPlayerController } from './lesson-player.svelte';

function lessonById(id: string): Lesson {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((l) => l.id === id);
  if (!found) throw new Error(id);
  return found;
}

/** A player opened on one step, its sowings on a clock the test moves. */
function playerAt(lessonId: string, stepId: string) {
  const lesson = lessonById(lessonId);
  const clock = manualClock();
  const done: [string, boolean][] = [];
  const changes: number[] = [];
  const player = new LessonPlayerController({
    lesson,
    startAt: lesson.steps.findIndex((s) => s.id === stepId),
    animator: new BoardAnimator(clock),
    onStepDone: (step: Step, clean) => done.push([step.id, clean]),
    onStepChange: (index) => changes.push(index),
  });
  const finishSowing = () => clock.advance(ANIMATION_STEP_MS.normal * 1000);
  return { player, clock, done, changes, finishSowing };
}

/** Every pit offered has seeds in the position shown. */
const noEmptyChoosable = (player: LessonPlayerController) => player.choosable.every((pit) => (player.shown?.pits[pit] ?? 0) > 0);

describe('LessonPlayerController on a do step', () => {
  // store-landing/chain-two: South's holes 3, 6 and 7 (pits 2, 5, 6) hold seeds; 7 then 6 chain two store landings.
  const START_HOLES = [2, 5, 6];

  it('offers the legal holes of the step start', () => {
    const { player } = playerAt('store-landing', 'chain-two');
    expect(player.choosable).toEqual(START_HOLES);
  });

  it('tells a miss only once its sowing is over, then shows the start with its holes to choose', () => {
    const { player, finishSowing } = playerAt('store-landing', 'chain-two');
    player.choosePit(2); // hole 3: a listed wrong try
    expect(player.animator.animating).toBe(true);
    expect(player.feedback).toBeNull();
    expect(player.canRetry).toBe(true);
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'wrong', text: 'chain-wrong-3' });
    expect(player.shown).toBe(player.start);
    expect(player.choosable).toEqual(START_HOLES);
    expect(noEmptyChoosable(player)).toBe(true);
    // The next click plays on the board shown: hole 7 starts a new try.
    player.choosePit(6);
    finishSowing();
    expect(player.session.answers).toEqual([7]);
  });

  it('"Try again" during a sowing stops it at once and shows the start with its holes', () => {
    const { player, clock } = playerAt('store-landing', 'chain-two');
    player.choosePit(2);
    clock.advance(ANIMATION_STEP_MS.normal);
    expect(player.animator.frame).not.toBeNull();
    player.retry();
    expect(player.animator.frame).toBeNull();
    expect(clock.waiting()).toBe(0);
    expect(player.shown).toBe(player.start);
    expect(player.choosable).toEqual(START_HOLES);
    expect(player.feedback).toBeNull();
    expect(player.session.misses).toBe(1);
  });

  it('never offers an empty hole between the moves of a try', () => {
    const { player, finishSowing } = playerAt('store-landing', 'chain-two');
    player.choosePit(6); // hole 7: into the store, choose again
    finishSowing();
    expect(player.feedback).toBeNull();
    expect(player.choosable).not.toContain(6);
    expect(noEmptyChoosable(player)).toBe(true);
    expect(player.canRetry).toBe(true);
  });

  it('says "Well done" and offers Next only once the solving sowing is over, and reports a clean solve at once', () => {
    const { player, done, finishSowing } = playerAt('store-landing', 'chain-two');
    player.choosePit(6);
    finishSowing();
    player.choosePit(5);
    expect(player.feedback).toBeNull();
    expect(player.canGoOn).toBe(false);
    expect(done).toEqual([['chain-two', true]]);
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'success', text: 'chain-success' });
    expect(player.canGoOn).toBe(true);
    expect(player.choosable).toEqual([]);
  });

  it('ignores clicks while a sowing plays', () => {
    const { player } = playerAt('store-landing', 'chain-two');
    player.choosePit(2);
    player.choosePit(6);
    expect(player.session.answers).toEqual([3]);
  });
});

describe('LessonPlayerController on predict and quiz steps', () => {
  it('sows a wrong guess, then tells where the seed really rests, on the start position', () => {
    const { player, finishSowing } = playerAt('relay', 'where-a-relay-ends');
    player.choosePit(12);
    expect(player.animator.animating).toBe(true);
    expect(player.feedback).toBeNull();
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'wrong', text: null, landing: { landing: 13 } });
    expect(player.shown).toBe(player.start);
  });

  it('does not count a quiz answered wrong first as clean', () => {
    const { player, done } = playerAt('relay', 'quiz');
    player.chooseAnswer(1);
    expect(player.feedback).toMatchObject({ kind: 'wrong', text: 'quiz-b-why' });
    player.chooseAnswer(0);
    expect(done).toEqual([['quiz', false]]);
  });

  it('reports each step it moves on to', () => {
    const { player, changes } = playerAt('relay', 'pick-up-and-go-on');
    player.next();
    expect(player.index).toBe(1);
    expect(changes).toEqual([1]);
  });
});
