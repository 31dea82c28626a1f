/**
 * Loads a lesson: resolves every position through the engine and checks that
 * the lesson can be taught as written. Every do step's solution must reach its
 * goal and every listed wrong try must miss it; every predict answer must be
 * where the engine puts the last seed. A broken lesson is an error here (and
 * so in the tests), never a blank screen.
 */
import { choosers, type GameState, type Result } from '../engine';
import { resolvePosition } from './position';
import { playDoStep, playPredictStep } from './run-step';
import { LEARNER, type DoStep, type Lesson, type LessonDef, type LessonError, type PredictStep, type Step, type StepDef, type StepStatus } from './types';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Problems = string[];

function textKeys(step: StepDef): string[] {
  switch (step.kind) {
    case 'explain':
      return [step.text];
    case 'do':
      return [step.text, step.success, step.hint, ...step.wrongTries.map((w) => w.explanation)];
    case 'predict':
      return [step.text, step.success, step.hint, ...step.wrongTries.map((w) => w.explanation)];
    case 'quiz':
      return [step.text, ...step.choices.flatMap((c) => [c.text, c.explanation])];
  }
}

function checkHighlight(pits: readonly number[] | undefined, state: GameState | null, problems: Problems): void {
  if (pits === undefined || state === null) return;
  for (const pit of pits) if (!Number.isInteger(pit) || pit < 0 || pit >= state.pits.length) problems.push(`highlight ${pit} is not a pit`);
}

function statusAfter(doStep: DoStep, holes: readonly number[]): StepStatus[] | string {
  const statuses: StepStatus[] = [];
  for (let k = 1; k <= holes.length; k++) {
    const run = playDoStep(doStep, holes.slice(0, k));
    if (!run.ok) return run.error.message;
    statuses.push(run.value.status);
  }
  return statuses;
}

/** True when `statuses` stays undecided until its last entry, which is `final`. */
const decidedLast = (statuses: StepStatus[], final: StepStatus): boolean =>
  statuses.at(-1) === final && statuses.slice(0, -1).every((s) => s === 'continue');

function checkDo(doStep: DoStep, problems: Problems): void {
  if (doStep.solution.length === 0) problems.push('the solution is empty');
  const solved = statusAfter(doStep, doStep.solution);
  if (typeof solved === 'string') problems.push(`the solution is not playable: ${solved}`);
  else if (!decidedLast(solved, 'success')) problems.push(`the solution does not reach the goal (${solved.join(', ')})`);
  const seen = new Set<string>();
  for (const wrong of doStep.wrongTries) {
    const key = wrong.holes.join('+');
    if (seen.has(key)) problems.push(`wrong try ${key} is listed twice`);
    seen.add(key);
    const missed = statusAfter(doStep, wrong.holes);
    if (typeof missed === 'string') problems.push(`wrong try ${key} is not playable: ${missed}`);
    else if (!decidedLast(missed, 'failure')) problems.push(`wrong try ${key} does not fail at its last move (${missed.join(', ')})`);
  }
  const explanations = doStep.wrongTries.map((w) => w.explanation);
  if (new Set(explanations).size !== explanations.length) problems.push('two wrong tries share one explanation');
}

function checkPredict(predictStep: PredictStep, problems: Problems): void {
  const shown = playPredictStep(predictStep);
  if (!shown.ok) {
    problems.push(`hole ${predictStep.hole} cannot be played: ${shown.error.message}`);
    return;
  }
  if (shown.value.landing !== predictStep.answer) problems.push(`the last seed lands in pit ${shown.value.landing}, not ${predictStep.answer}`);
  const pits = predictStep.wrongTries.map((w) => w.pit);
  if (pits.includes(predictStep.answer)) problems.push('a wrong try is the answer');
  if (new Set(pits).size !== pits.length) problems.push('a wrong try pit is listed twice');
  for (const pit of pits) if (pit < 0 || pit >= predictStep.start.pits.length) problems.push(`wrong try ${pit} is not a pit`);
}

function loadStep(def: StepDef, lesson: LessonDef, problems: Problems): Step | null {
  if (def.kind === 'quiz') {
    const correct = def.choices.filter((c) => c.correct === true).length;
    if (def.choices.length < 2 || correct !== 1) problems.push('a quiz needs two or more choices, exactly one correct');
    return def;
  }
  const spec = def.position;
  const start = spec === undefined ? null : resolvePosition(spec, lesson.rules);
  if (start !== null && !start.ok) {
    problems.push(`bad position: ${start.error.message}`);
    return null;
  }
  const state = start?.value ?? null;
  checkHighlight(def.highlight, state, problems);
  if (def.kind === 'explain') return { ...def, start: state };
  if (state === null || !choosers(state).includes(LEARNER)) {
    problems.push('the learner (South) must be to move');
    return null;
  }
  if (def.kind === 'do') {
    const loaded: DoStep = { ...def, start: state };
    checkDo(loaded, problems);
    return loaded;
  }
  const loaded: PredictStep = { ...def, start: state };
  checkPredict(loaded, problems);
  return loaded;
}

export function loadLesson(def: LessonDef): Result<Lesson, LessonError> {
  const problems: string[] = [];
  const note = (where: string) => (message: string) => problems.push(`${def.id}/${where}: ${message}`);
  if (!ID.test(def.id)) note('id')('lesson ids are lowercase words joined by hyphens');
  if (def.steps.length === 0) note('steps')('a lesson needs steps');
  if (def.steps.at(-1)?.kind !== 'quiz') note('steps')('a lesson ends with a quiz');
  const english: Readonly<Record<string, string>> = def.messages.en;
  for (const key of [def.title, def.summary]) if (!english[key]?.trim()) note('messages')(`no English text for ${key}`);
  for (const [locale, table] of Object.entries(def.messages)) {
    for (const key of Object.keys(table)) if (!(key in english)) note(`messages.${locale}`)(`unknown key ${key}`);
  }

  const steps: Step[] = [];
  const ids = new Set<string>();
  for (const stepDef of def.steps) {
    const stepProblems: string[] = [];
    if (!ID.test(stepDef.id)) stepProblems.push('step ids are lowercase words joined by hyphens');
    if (ids.has(stepDef.id)) stepProblems.push('the step id is used twice');
    ids.add(stepDef.id);
    for (const key of textKeys(stepDef)) if (!english[key]?.trim()) stepProblems.push(`no English text for ${key}`);
    const step = loadStep(stepDef, def, stepProblems);
    if (step !== null) steps.push(step);
    stepProblems.forEach(note(stepDef.id));
  }
  if (problems.length > 0) return { ok: false, error: { code: 'bad-lesson', message: problems.join('\n') } };
  return { ok: true, value: { ...def, steps } };
}

/** Loads every lesson; lesson ids must be unique. */
export function loadLessons(defs: readonly LessonDef[]): Result<Lesson[], LessonError> {
  const lessons: Lesson[] = [];
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const def of defs) {
    if (ids.has(def.id)) problems.push(`${def.id}: the lesson id is used twice`);
    ids.add(def.id);
    const loaded = loadLesson(def);
    if (loaded.ok) lessons.push(loaded.value);
    else problems.push(loaded.error.message);
  }
  if (problems.length > 0) return { ok: false, error: { code: 'bad-lesson', message: problems.join('\n') } };
  return { ok: true, value: lessons };
}
