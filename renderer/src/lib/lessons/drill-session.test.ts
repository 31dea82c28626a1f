import { describe, expect, it } from 'vitest';
import { holesMaking, learnerHoles, type DrillStep } from '../../../../tutorials';
import { lessonById } from '../../testing/lessons';
import { answerDrill, drillHintDue, drillHintHole, drillPosition, newDrill, nextDrillPosition, retryDrill, showDrillHole, type DrillSession } from './drill-session';

function drillOf(lessonId: string): DrillStep {
  const found = lessonById(lessonId).steps.find((s) => s.kind === 'drill');
  if (found?.kind !== 'drill') throw new Error(`no drill in ${lessonId}`);
  return found;
}

const store = drillOf('store-landing');

function started(seed = 7): DrillSession {
  const made = newDrill(store, seed);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** A hole of the position shown that misses the landing. */
function wrongHole(drill: DrillSession): number {
  const right = holesMaking(drillPosition(drill), store.landing);
  const hole = learnerHoles(drillPosition(drill)).find((candidate) => !right.includes(candidate));
  if (hole === undefined) throw new Error('no wrong hole');
  return hole;
}

describe('a drill', () => {
  it('runs five positions; finding each landing at once leaves it clean', () => {
    let drill = started();
    expect(drill.positions).toHaveLength(5);
    for (let position = 0; position < 5; position++) {
      expect(drill.index).toBe(position);
      drill = answerDrill(store, drill, holesMaking(drillPosition(drill), store.landing)[0] ?? 0);
      expect(drill.answer?.status).toBe('success');
      expect(drill.answer?.account.sowings[0]?.end.kind).toBe('store');
      drill = nextDrillPosition(drill);
    }
    expect(drill).toMatchObject({ solved: true, misses: 0, helped: false });
  });

  it('counts a miss, keeps its sowing until the retry, and stays on the position', () => {
    let drill = answerDrill(store, started(), wrongHole(started()));
    expect(drill).toMatchObject({ misses: 1, missesHere: 1, index: 0, answer: { status: 'failure' } });
    expect(nextDrillPosition(drill).index).toBe(0);
    // No second answer until "Try again".
    expect(answerDrill(store, drill, 1)).toBe(drill);
    drill = retryDrill(drill);
    expect(drill.answer).toBeNull();
  });

  it('hints after two misses on a position, and "Show me" sows a right hole, leaving the drill helped', () => {
    let drill = started();
    const wrong = wrongHole(drill);
    drill = retryDrill(answerDrill(store, retryDrill(answerDrill(store, drill, wrong)), wrong));
    expect(drillHintDue(drill)).toBe(true);
    expect(holesMaking(drillPosition(drill), store.landing)).toContain(drillHintHole(store, drill));
    drill = showDrillHole(store, drill);
    expect(drill).toMatchObject({ helped: true, answer: { status: 'shown' } });
    expect(nextDrillPosition(drill).index).toBe(1);
  });

  it('makes different positions from different seeds', () => {
    expect(started(1).positions.map((p) => p.pits)).not.toEqual(started(2).positions.map((p) => p.pits));
  });
});
