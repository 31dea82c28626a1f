/**
 * The rules the course teaches, in its order, and which of them a board's
 * events show. Each lesson declares what it teaches; a step whose board shows
 * a rule no lesson so far has taught (a capture in the sowing lesson) fails
 * validation unless the step previews it on purpose.
 */
import { holeOf, type EngineEvent, type GameState } from '../engine';

export const COURSE_RULES = ['sowing', 'store', 'relay', 'capture', 'mati', 'opening', 'round-end', 'series', 'kalah', 'oware'] as const;
export type CourseRule = (typeof COURSE_RULES)[number];

/** The rule an event shows, if any: the four landings, the opening's ticks, a round's end, a series' refill. */
function ruleOf(event: EngineEvent, holes: number): CourseRule | null {
  if (event.tick !== undefined && event.type !== 'round-end' && event.type !== 'game-end') return 'opening';
  switch (event.type) {
    case 'pick':
    case 'sow':
      return 'sowing';
    case 'store':
      return 'store';
    case 'relay':
      return 'relay';
    case 'capture':
      return 'capture';
    case 'dead':
      // An empty hole of the mover's own that captures nothing belongs with the capture; the opponent's is mati.
      return holeOf(event.pit, holes).player === event.player ? 'capture' : 'mati';
    case 'forfeit':
      return 'series';
    case 'round-end':
    case 'game-end':
    case 'pass':
      return 'round-end';
    case 'refill':
      return 'series';
    case 'turn-end':
      return null;
  }
}

/** The rule a position's own rule set stands for, when it is not classic Congkak's. */
function ruleOfGame(state: GameState): CourseRule | null {
  const rules = state.rules;
  if (rules.game === 'oware') return 'oware';
  if (rules.preset === 'kalah') return 'kalah';
  if (rules.series !== null || state.burnt.length > 0) return 'series';
  return null;
}

/** Every rule of the course that `events`, played from `start`, show. */
export function rulesShown(start: GameState, events: readonly EngineEvent[]): Set<CourseRule> {
  const shown = new Set<CourseRule>();
  const game = ruleOfGame(start);
  if (game !== null) shown.add(game);
  for (const event of events) {
    const rule = ruleOf(event, start.rules.holes);
    if (rule !== null) shown.add(rule);
  }
  return shown;
}

/** The rules taught up to and including each lesson, by lesson id, in the course's order. */
export function taughtBy(lessons: readonly { id: string; teaches: readonly CourseRule[] }[]): Map<string, Set<CourseRule>> {
  const taught = new Set<CourseRule>();
  const byLesson = new Map<string, Set<CourseRule>>();
  for (const lesson of lessons) {
    for (const rule of lesson.teaches) taught.add(rule);
    byLesson.set(lesson.id, new Set(taught));
  }
  return byLesson;
}

/** Problems with the order the lessons teach in: each rule once, in COURSE_RULES order. */
export function courseOrderProblems(lessons: readonly { id: string; teaches: readonly CourseRule[] }[]): string[] {
  const problems: string[] = [];
  const order = lessons.flatMap((lesson) => lesson.teaches.map((rule) => ({ lesson: lesson.id, rule })));
  const seen = new Set<CourseRule>();
  let last = -1;
  for (const { lesson, rule } of order) {
    const index = COURSE_RULES.indexOf(rule);
    if (seen.has(rule)) problems.push(`${lesson}: ${rule} is taught twice`);
    else if (index < last) problems.push(`${lesson}: ${rule} is taught after ${COURSE_RULES[last]}, against the course's order`);
    seen.add(rule);
    last = Math.max(last, index);
  }
  for (const rule of COURSE_RULES) if (!seen.has(rule)) problems.push(`no lesson teaches ${rule}`);
  return problems;
}
