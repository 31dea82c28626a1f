import { describe, expect, it } from 'vitest';
import { newGame, play } from '../../../../engine';
import { manualClock } from '../../testing/manual-clock';
import { handStatus, TICK_MS, TickStepper } from './tick-stepper.svelte';

/** The opening of South's hole 4 against North's hole 3: South's hand dies at tick 7, North's at 89. */
function opening() {
  const start = newGame('congkak');
  if (!start.ok) throw new Error(start.error.message);
  const played = play(start.value, { south: 4, north: 3 });
  if (!played.ok) throw new Error(played.error.message);
  return { id: 1, fromPits: start.value.pits, fromBurnt: [], events: played.value.events };
}

describe('TickStepper', () => {
  it('steps an opening tick by tick at a readable pace, marking both chosen holes', () => {
    const clock = manualClock();
    const stepper = new TickStepper(clock);
    stepper.play(opening(), 'normal');
    const stepping = stepper.stepping;
    if (stepping === null) throw new Error('not stepping');
    expect(stepper.frame?.chosen.sort((a, b) => a - b)).toEqual([3, 10]);
    // 89 ticks, each on the board for TICK_MS.normal (a finish and the choice a while longer): tens of seconds, not five.
    expect(stepping.ticks.at(-1)).toBe(89);
    clock.advance(TICK_MS.normal * 3);
    expect(stepper.stepping?.index).toBe(1);
    // Thirty ticks' time later: ticks 0–6 took one each, tick 7 (South's hand dies) four, so the board is at tick 27.
    clock.advance(TICK_MS.normal * 30);
    expect(stepper.stepping?.ticks[stepper.stepping.index]).toBe(27);
  });

  it("tells each hand's state at the tick shown: sowing, then done at the tick it finished", () => {
    const clock = manualClock();
    const stepper = new TickStepper(clock);
    stepper.play(opening(), 'normal');
    for (let step = 0; step < 4; step++) stepper.forward();
    const early = stepper.stepping;
    if (early === null) throw new Error('not stepping');
    expect(handStatus(early, 0)).toMatchObject({ kind: 'sowing' });
    while ((stepper.stepping?.ticks[stepper.stepping.index] ?? 99) < 7) stepper.forward();
    const seven = stepper.stepping;
    if (seven === null) throw new Error('not stepping');
    expect(handStatus(seven, 0)).toEqual({ kind: 'done', tick: 7 });
    expect(handStatus(seven, 1)).toMatchObject({ kind: 'sowing' });
  });

  it('pauses, steps back and forth, resumes, and ends on "to the end"', () => {
    const clock = manualClock();
    const stepper = new TickStepper(clock);
    stepper.play(opening(), 'normal');
    stepper.pause();
    clock.advance(TICK_MS.normal * 20);
    expect(stepper.stepping?.index).toBe(0);
    stepper.forward();
    stepper.forward();
    stepper.back();
    expect(stepper.stepping?.index).toBe(1);
    stepper.resume();
    expect(stepper.stepping?.playing).toBe(true);
    stepper.skip();
    expect(stepper.stepping).toBeNull();
    expect(stepper.animating).toBe(false);
  });

  it('leaves an ordinary sowing to the board’s own animation, and steps nothing at instant speed', () => {
    const clock = manualClock();
    const stepper = new TickStepper(clock);
    const start = newGame('kalah');
    if (!start.ok) throw new Error(start.error.message);
    const played = play(start.value, { hole: 3 });
    if (!played.ok) throw new Error(played.error.message);
    stepper.play({ id: 2, fromPits: start.value.pits, fromBurnt: [], events: played.value.events }, 'normal');
    expect(stepper.stepping).toBeNull();
    expect(stepper.animating).toBe(true);
    stepper.skip();
    stepper.play(opening(), 'instant');
    expect(stepper.animating).toBe(false);
  });
});
