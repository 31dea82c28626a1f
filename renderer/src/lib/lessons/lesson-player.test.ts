import { describe, expect, it } from 'vitest';
import { holesMaking, learnerHoles, type Step } from '../../../../tutorials';
import { ANIMATION_STEP_MS } from '../../components/board/timeline';
import { lessonById } from '../../testing/lessons';
import { manualClock } from '../../testing/manual-clock';
import { drillPosition } from './drill-session';
import { LessonPlayerController } from './lesson-player.svelte';

/** A player opened on one step, its sowings on a clock the test moves. */
function playerAt(lessonId: string, stepId: string) {
  const lesson = lessonById(lessonId);
  const clock = manualClock();
  const done: [string, boolean][] = [];
  const changes: number[] = [];
  let finished = false;
  const player = new LessonPlayerController({
    lesson,
    startAt: lesson.steps.findIndex((s) => s.id === stepId),
    clock,
    drillSeed: () => 11,
    onStepDone: (step: Step, clean) => done.push([step.id, clean]),
    onStepChange: (index) => changes.push(index),
    onFinish: () => (finished = true),
  });
  const finishSowing = () => clock.advance(ANIMATION_STEP_MS.normal * 1000);
  return { player, clock, done, changes, finishSowing, finished: () => finished };
}

/** Every pit offered has seeds in the position shown. */
const noEmptyChoosable = (player: LessonPlayerController) => player.choosable.every((pit) => (player.shown?.pits[pit] ?? 0) > 0);

describe('LessonPlayerController on a do step', () => {
  // store-landing/chain-two: South's holes 5, 6 and 7 (pits 4, 5, 6) hold seeds; 7 then 6 chain two store landings.
  const START_HOLES = [4, 5, 6];

  it('offers the legal holes of the step start', () => {
    const { player } = playerAt('store-landing', 'chain-two');
    expect(player.choosable).toEqual(START_HOLES);
  });

  it('tells a miss once its sowing is over and keeps the board at its end until "Try again", which shows the start', () => {
    const { player, finishSowing } = playerAt('store-landing', 'chain-two');
    player.choosePit(4); // hole 5: a listed wrong try
    expect(player.animating).toBe(true);
    expect(player.feedback).toBeNull();
    expect(player.canRetry).toBe(true);
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'wrong', text: 'chain-wrong-past', sown: true });
    // The board stays where the wrong sowing ended: hole 5 emptied, nothing to choose until Try again.
    expect(player.shown?.pits[4]).toBe(0);
    expect(player.choosable).toEqual([]);
    expect(player.canRetry).toBe(true);
    player.retry();
    expect(player.shown).toBe(player.start);
    expect(player.choosable).toEqual(START_HOLES);
    expect(player.session.misses).toBe(1);
    player.choosePit(6);
    finishSowing();
    expect(player.session.answers).toEqual([7]);
  });

  it('"Try again" during a sowing stops it at once and shows the start with its holes', () => {
    const { player, clock } = playerAt('store-landing', 'chain-two');
    player.choosePit(4);
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

  it('says "Store! Choose again." between the moves of a try, and never offers an empty hole', () => {
    const { player, finishSowing } = playerAt('store-landing', 'chain-two');
    player.choosePit(6); // hole 7: into the store, choose again
    finishSowing();
    expect(player.feedback).toEqual({ kind: 'again' });
    expect(player.choosable).not.toContain(6);
    expect(noEmptyChoosable(player)).toBe(true);
    expect(player.canRetry).toBe(true);
  });

  it('says "Well done" and offers Next only once the solving sowing is over, with no Try again or Show me while it plays', () => {
    const { player, done, finishSowing } = playerAt('store-landing', 'chain-two');
    player.choosePit(6);
    finishSowing();
    player.choosePit(5);
    expect(player.feedback).toBeNull();
    expect(player.canGoOn).toBe(false);
    expect(player.canRetry).toBe(false);
    expect(player.canShowMe).toBe(false);
    expect(done).toEqual([['chain-two', true]]);
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'success', text: 'chain-success' });
    expect(player.canGoOn).toBe(true);
    expect(player.choosable).toEqual([]);
  });

  it('counts a step solved after a miss as not done alone', () => {
    const { player, done, finishSowing } = playerAt('store-landing', 'land-in-store');
    player.choosePit(6); // hole 7: past the store
    finishSowing();
    player.retry();
    player.choosePit(1); // hole 2: the store
    expect(done).toEqual([['land-in-store', false]]);
  });

  it('"Show me" is told as shown, and the step counts as helped', () => {
    const { player, done, finishSowing } = playerAt('store-landing', 'land-in-store');
    player.showSolution();
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'shown' });
    expect(done).toEqual([['land-in-store', false]]);
  });

  it('ignores clicks while a sowing plays', () => {
    const { player } = playerAt('store-landing', 'chain-two');
    player.choosePit(4);
    player.choosePit(6);
    expect(player.session.answers).toEqual([5]);
  });
});

describe('LessonPlayerController on predict and quiz steps', () => {
  it('offers the stores as answers, and takes the store where the seed lands', () => {
    const { player, done, finishSowing } = playerAt('store-landing', 'where-it-lands');
    expect(player.choosable).toContain(7);
    expect(player.choosable).toContain(15);
    player.choosePit(7);
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'success' });
    expect(done).toEqual([['where-it-lands', true]]);
  });

  it('explains a first wrong guess without sowing it and lets the learner guess again at once; the second is sown and stays', () => {
    const { player, finishSowing } = playerAt('relay', 'where-a-relay-ends');
    player.choosePit(12);
    expect(player.animating).toBe(false);
    expect(player.feedback).toMatchObject({ kind: 'wrong', text: null, sown: false, landing: { landing: 13 } });
    expect(player.shown).toBe(player.start);
    expect(player.choosable).toContain(8);
    player.choosePit(8);
    expect(player.animating).toBe(true);
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'wrong', text: 'predict-wrong-first', sown: true });
    expect(player.shown).not.toBe(player.start);
    expect(player.choosable).toEqual([]);
    expect(player.hintShown).toBe(true);
    // The path is on the board already: no "Show me" left to offer.
    expect(player.canShowMe).toBe(false);
    player.retry();
    expect(player.shown).toBe(player.start);
    player.choosePit(13);
    finishSowing();
    expect(player.feedback).toMatchObject({ kind: 'success' });
  });

  it('does not count a quiz answered wrong first as clean', () => {
    const { player, done } = playerAt('relay', 'quiz');
    player.chooseAnswer(1);
    expect(player.feedback).toMatchObject({ kind: 'wrong', text: 'quiz-b-why' });
    player.chooseAnswer(0);
    expect(done).toEqual([['quiz', false]]);
  });

  it('reports each step it moves on to, and the end of the lesson after its last', () => {
    const { player, changes } = playerAt('relay', 'pick-up-and-go-on');
    player.next();
    expect(player.index).toBe(1);
    expect(changes).toEqual([1]);
    const last = playerAt('relay', 'quiz');
    last.player.chooseAnswer(0);
    last.player.next();
    expect(last.finished()).toBe(true);
  });
});

describe('LessonPlayerController on a drill', () => {
  it('plays five generated positions: a found landing offers the next position, a miss stays until "Try again"', () => {
    const { player, done, finishSowing } = playerAt('store-landing', 'practice');
    const drill = () => {
      if (player.drill === null) throw new Error('no drill');
      return player.drill;
    };
    const right = () => holesMaking(drillPosition(drill()), 'store');
    const wrong = learnerHoles(drillPosition(drill())).find((hole) => !right().includes(hole)) as number;
    player.choosePit(wrong - 1);
    finishSowing();
    expect(player.canRetry).toBe(true);
    expect(player.canGoToNextPosition).toBe(false);
    expect(player.choosable).toEqual([]);
    player.retry();
    for (let position = 0; position < 5; position++) {
      player.choosePit((right()[0] as number) - 1);
      finishSowing();
      expect(player.canGoToNextPosition).toBe(true);
      player.nextPosition();
    }
    expect(drill()).toMatchObject({ solved: true, misses: 1 });
    expect(player.canGoOn).toBe(true);
    expect(done).toEqual([['practice', false]]);
  });
});

describe('LessonPlayerController on the opening', () => {
  it('steps the opening tick by tick, and the verdict waits for its end', () => {
    const { player, clock } = playerAt('opening', 'finish-first');
    player.choosePit(3); // hole 4
    expect(player.animator.stepping).not.toBeNull();
    expect(player.feedback).toBeNull();
    player.animator.forward();
    expect(player.animator.stepping?.playing).toBe(false);
    clock.advance(10_000);
    expect(player.animator.stepping?.index).toBe(1);
    player.animator.skip();
    expect(player.feedback).toMatchObject({ kind: 'success' });
  });

  it("plays an explanation's race on request, and lets the learner go on meanwhile", () => {
    const { player } = playerAt('opening', 'south-edge');
    expect(player.canWatch).toBe(true);
    player.watch();
    expect(player.animator.stepping).not.toBeNull();
    expect(player.canWatch).toBe(false);
    expect(player.canGoOn).toBe(true);
  });
});
