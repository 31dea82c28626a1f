/**
 * Loads a lesson: resolves every position through the engine and checks that
 * the lesson can be taught as written. A do step is played every way the
 * learner can play it: its solution must reach the goal and its listed wrong
 * tries miss it, it must offer a real choice, and no move may show a rule the
 * course has not taught yet unless the step previews it on purpose. A predict
 * answer must be where the engine puts the last seed. Feedback texts name no
 * hole or count (the engine's account of the move gives those) and no landing
 * the move did not make. A broken lesson is an error here (and so in the
 * tests), never a blank screen.
 */
import { choosers, type EngineEvent, type GameState, type Result } from '../engine';
import { firstLanding, LANDINGS, traceSowings, type Landing } from './account';
import { COURSE_RULES, courseOrderProblems, rulesShown, taughtBy, type CourseRule } from './course';
import { drillPositions } from './drill';
import { exploreDoStep, type PlayedLine } from './explore';
import { resolvePosition } from './position';
import { learnerHoles, playDoStep, playPredictStep } from './run-step';
import { feedbackTextProblems, landingWordProblems, lessonTextProblems } from './text-checks';
import {
  LEARNER,
  type DoStep,
  type DrillStep,
  type ExplainStep,
  type Lesson,
  type LessonDef,
  type LessonError,
  type PredictStep,
  type Step,
  type StepDef,
  type StepStatus,
} from './types';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A do step is a real choice: at least this many holes to choose from. */
export const MIN_HOLES_TO_CHOOSE = 3;
export const MIN_QUIZ_CHOICES = 3;
/** Seeds the validator makes a drill from: the generator must find positions for each. */
const DRILL_CHECK_SEEDS = [1, 2, 3];

type Problems = string[];

interface Context {
  english: Readonly<Record<string, string>>;
  /** Rules taught by the end of this lesson (this lesson's included). */
  taught: ReadonlySet<CourseRule>;
  /** Also play every move of every do step and make the drills (the tests' check; the app loads without it). */
  thorough: boolean;
}

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
    case 'drill':
      return [step.text, step.success, step.hint];
  }
}

function checkHighlight(pits: readonly number[] | undefined, state: GameState | null, problems: Problems): void {
  if (pits === undefined || state === null) return;
  for (const pit of pits) if (!Number.isInteger(pit) || pit < 0 || pit >= state.pits.length) problems.push(`highlight ${pit} is not a pit`);
}

/** The rules shown by the learner's own events (what a feedback text about the learner's move may name). */
const learnerRules = (start: GameState, events: readonly EngineEvent[]) =>
  rulesShown(start, events.filter((event) => !('player' in event) || event.player === LEARNER));

/** A feedback text checked against the move it comments on. */
function checkFeedback(key: string, start: GameState, events: readonly EngineEvent[], context: Context, problems: Problems): void {
  const text = context.english[key] ?? '';
  for (const problem of [...feedbackTextProblems(text), ...landingWordProblems(text, learnerRules(start, events))]) problems.push(`${key} ${problem}`);
}

/** Rules the step's board shows that the course has not taught by now and the step does not preview. */
function checkTaught(
  step: { previews?: readonly CourseRule[] },
  shownBy: readonly { label: string; rules: ReadonlySet<CourseRule> }[],
  context: Context,
  problems: Problems,
): void {
  const previews = new Set(step.previews ?? []);
  const shownAtAll = new Set<CourseRule>();
  for (const { label, rules } of shownBy) {
    for (const rule of rules) {
      shownAtAll.add(rule);
      if (!context.taught.has(rule) && !previews.has(rule)) problems.push(`${label} shows ${rule}, which the course has not taught yet (preview it on purpose or change the position)`);
    }
  }
  for (const rule of previews) if (!shownAtAll.has(rule)) problems.push(`previews ${rule}, but no move shows it`);
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

const lineFor = (lines: readonly PlayedLine[], holes: readonly number[]): PlayedLine | undefined =>
  lines.find((line) => line.holes.join('+') === holes.join('+'));

function checkDo(doStep: DoStep, context: Context, problems: Problems): void {
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
  if (!context.thorough) return;

  // Every way to play it: each gets the engine's account, and none may show what the course has not taught.
  const { lines, problems: unplayable } = exploreDoStep(doStep);
  problems.push(...unplayable);
  const holes = learnerHoles(doStep.start);
  if (holes.length < MIN_HOLES_TO_CHOOSE) problems.push(`offers ${holes.length} holes to choose from: a real choice needs ${MIN_HOLES_TO_CHOOSE}`);
  const missing = holes.filter((hole) => lines.filter((line) => line.holes[0] === hole).every((line) => line.status === 'failure'));
  if (missing.length < 2) problems.push('fewer than two holes miss the goal: there is nothing to find');
  checkTaught(doStep, lines.map((line) => ({ label: `hole ${line.holes.join('+')}`, rules: rulesShown(doStep.start, line.events) })), context, problems);

  const solution = lineFor(lines, doStep.solution);
  if (solution !== undefined) checkFeedback(doStep.success, doStep.start, solution.events, context, problems);
  for (const wrong of doStep.wrongTries) {
    const line = lineFor(lines, wrong.holes);
    if (line !== undefined) checkFeedback(wrong.explanation, doStep.start, line.events, context, problems);
  }
}

function checkPredict(predictStep: PredictStep, context: Context, problems: Problems): void {
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
  checkTaught(predictStep, [{ label: `hole ${predictStep.hole}`, rules: rulesShown(predictStep.start, shown.value.events) }], context, problems);
  for (const key of [predictStep.success, ...predictStep.wrongTries.map((w) => w.explanation)]) checkFeedback(key, predictStep.start, shown.value.events, context, problems);
}

/** The sowing an explanation shows, as a do step whose solution is the demo's holes. */
export function demoStep(step: ExplainStep): DoStep | null {
  if (step.demo === undefined || step.start === null) return null;
  const { holes, replies, shows } = step.demo;
  return { kind: 'do', id: step.id, text: step.text, position: step.position ?? {}, start: step.start, goal: shows, solution: holes, replies: replies ?? [], wrongTries: [], success: step.text, hint: step.text };
}

function checkDemo(step: ExplainStep, context: Context, problems: Problems): void {
  if (step.demo === undefined) {
    if ((step.previews ?? []).length > 0) problems.push('previews rules without a demo to show them');
    return;
  }
  const demo = demoStep(step);
  if (demo === null) {
    problems.push('a demo needs a position');
    return;
  }
  const shown = statusAfter(demo, demo.solution);
  if (typeof shown === 'string') problems.push(`the demo is not playable: ${shown}`);
  else if (!decidedLast(shown, 'success')) problems.push(`the demo does not show what it claims (${shown.join(', ')})`);
  const run = playDoStep(demo, demo.solution);
  if (run.ok) checkTaught(step, [{ label: 'the demo', rules: rulesShown(demo.start, run.value.turns.flatMap((turn) => turn.events)) }], context, problems);
}

function checkDrill(drill: DrillStep, context: Context, problems: Problems): void {
  if (!LANDINGS.includes(drill.landing)) problems.push(`${String(drill.landing)} is not a landing`);
  if (!context.taught.has(drill.landing)) problems.push(`drills the ${drill.landing} landing before the course teaches it`);
  for (const problem of feedbackTextProblems(context.english[drill.success] ?? '')) problems.push(`${drill.success} ${problem}`);
  if (!context.thorough) return;
  for (const seed of DRILL_CHECK_SEEDS) {
    const made = drillPositions(drill.landing, seed);
    if (!made.ok) problems.push(made.error.message);
  }
}

function loadStep(def: StepDef, lesson: LessonDef, context: Context, problems: Problems): Step | null {
  if (def.kind === 'quiz') {
    const correct = def.choices.filter((c) => c.correct === true).length;
    if (def.choices.length < MIN_QUIZ_CHOICES || correct !== 1) problems.push(`a quiz needs ${MIN_QUIZ_CHOICES} or more choices, exactly one correct`);
    return def;
  }
  if (def.kind === 'drill') {
    checkDrill(def, context, problems);
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
  if (def.kind === 'explain') {
    const loaded = { ...def, start: state };
    checkDemo(loaded, context, problems);
    return loaded;
  }
  if (state === null || !choosers(state).includes(LEARNER)) {
    problems.push('the learner (South) must be to move');
    return null;
  }
  if (def.kind === 'do') {
    const loaded: DoStep = { ...def, start: state };
    checkDo(loaded, context, problems);
    return loaded;
  }
  const loaded: PredictStep = { ...def, start: state };
  checkPredict(loaded, context, problems);
  return loaded;
}

/** The pits a step's answer is: the do solution's holes and where its sowings end, the predict's pit. */
function answerPits(step: Step): Set<number> {
  if (step.kind === 'predict') return new Set([step.answer]);
  if (step.kind !== 'do') return new Set();
  const run = playDoStep(step, step.solution);
  const ends = run.ok ? traceSowings(step.start.pits, run.value.turns.flatMap((turn) => turn.events), LEARNER).flatMap((sowing) => sowing.drops.slice(-1)) : [];
  return new Set([...step.solution.map((hole) => hole - 1), ...ends]);
}

/** An explanation that points at the next step's answer gives it away. */
function checkExplainHighlights(steps: readonly Step[], note: (where: string) => (message: string) => void): void {
  steps.forEach((step, index) => {
    const next = steps[index + 1];
    if (step.kind !== 'explain' || next === undefined || step.highlight === undefined) return;
    const answers = answerPits(next);
    const given = step.highlight.filter((pit) => answers.has(pit));
    if (given.length > 0) note(step.id)(`highlights pit ${given.join(', ')}, the answer of the next step`);
  });
}

/** Without the course around it, a lesson is taken to come after every rule before the last it teaches. */
function taughtAlone(def: LessonDef): Set<CourseRule> {
  const last = Math.max(-1, ...def.teaches.map((rule) => COURSE_RULES.indexOf(rule)));
  return new Set(last === -1 ? COURSE_RULES : COURSE_RULES.slice(0, last + 1));
}

export interface LoadOptions {
  /** Rules the course has taught by the end of this lesson; alone, every rule up to the last it teaches. */
  taught?: ReadonlySet<CourseRule>;
  /** Play every way through every do step and make each drill's positions (what validateLessons adds). */
  thorough?: boolean;
}

export function loadLesson(def: LessonDef, { taught = taughtAlone(def), thorough = false }: LoadOptions = {}): Result<Lesson, LessonError> {
  const problems: string[] = [];
  const note = (where: string) => (message: string) => problems.push(`${def.id}/${where}: ${message}`);
  if (!ID.test(def.id)) note('id')('lesson ids are lowercase words joined by hyphens');
  if (def.steps.length === 0) note('steps')('a lesson needs steps');
  if (def.steps.at(-1)?.kind !== 'quiz') note('steps')('a lesson ends with a quiz');
  const english: Readonly<Record<string, string>> = def.messages.en;
  for (const key of [def.title, def.summary, ...def.learnt]) if (!english[key]?.trim()) note('messages')(`no English text for ${key}`);
  if (def.learnt.length === 0) note('learnt')('a lesson says what it taught');
  for (const [locale, table] of Object.entries(def.messages)) {
    for (const key of Object.keys(table)) if (!(key in english)) note(`messages.${locale}`)(`unknown key ${key}`);
  }
  for (const [key, text] of Object.entries(english)) for (const problem of lessonTextProblems(text)) note(`messages.en.${key}`)(problem);

  const context: Context = { english, taught, thorough };
  const steps: Step[] = [];
  const ids = new Set<string>();
  for (const stepDef of def.steps) {
    const stepProblems: string[] = [];
    if (!ID.test(stepDef.id)) stepProblems.push('step ids are lowercase words joined by hyphens');
    if (ids.has(stepDef.id)) stepProblems.push('the step id is used twice');
    ids.add(stepDef.id);
    for (const key of textKeys(stepDef)) if (!english[key]?.trim()) stepProblems.push(`no English text for ${key}`);
    const step = loadStep(stepDef, def, context, stepProblems);
    if (step !== null) steps.push(step);
    stepProblems.forEach(note(stepDef.id));
  }
  checkExplainHighlights(steps, note);
  if (problems.length > 0) return { ok: false, error: { code: 'bad-lesson', message: problems.join('\n') } };
  return { ok: true, value: { ...def, steps } };
}

/** Whether a sowing of the learner's first move in `events` from `start` makes `landing`. */
function makes(start: GameState, events: readonly EngineEvent[], landing: Landing): boolean {
  const first = traceSowings(start.pits, events, LEARNER)[0];
  return first !== undefined && firstLanding(first) === landing;
}

/** Each of the four landings is done, predicted and drilled in the lesson that teaches it. */
function landingProblems(lessons: readonly Lesson[]): string[] {
  const problems: string[] = [];
  for (const landing of LANDINGS) {
    const lesson = lessons.find((candidate) => candidate.teaches.includes(landing));
    if (lesson === undefined) continue;
    const done = lesson.steps.some((step) => {
      if (step.kind !== 'do') return false;
      const run = playDoStep(step, step.solution);
      return run.ok && makes(step.start, run.value.turns.flatMap((turn) => turn.events), landing);
    });
    const predicted = lesson.steps.some((step) => {
      if (step.kind !== 'predict') return false;
      const shown = playPredictStep(step);
      return shown.ok && makes(step.start, shown.value.events, landing);
    });
    const drilled = lesson.steps.some((step) => step.kind === 'drill' && step.landing === landing);
    if (!done) problems.push(`${lesson.id}: no do step makes the ${landing} landing`);
    if (!predicted) problems.push(`${lesson.id}: no predict step asks where a ${landing} landing ends`);
    if (!drilled) problems.push(`${lesson.id}: no drill of the ${landing} landing`);
  }
  return problems;
}

function loadCourse(defs: readonly LessonDef[], thorough: boolean): Result<Lesson[], LessonError> {
  const lessons: Lesson[] = [];
  const problems: string[] = [...courseOrderProblems(defs)];
  const ids = new Set<string>();
  const taught = taughtBy(defs);
  for (const def of defs) {
    if (ids.has(def.id)) problems.push(`${def.id}: the lesson id is used twice`);
    ids.add(def.id);
    const loaded = loadLesson(def, { taught: taught.get(def.id), thorough });
    if (loaded.ok) lessons.push(loaded.value);
    else problems.push(loaded.error.message);
  }
  if (problems.length === 0 && thorough) problems.push(...landingProblems(lessons));
  if (problems.length > 0) return { ok: false, error: { code: 'bad-lesson', message: problems.join('\n') } };
  return { ok: true, value: lessons };
}

/**
 * Loads every lesson in the course's order, with the checks cheap enough for
 * the app's start: positions, texts, solutions, wrong tries, predict answers,
 * what the course has taught by each step. Lesson ids must be unique.
 */
export function loadLessons(defs: readonly LessonDef[]): Result<Lesson[], LessonError> {
  return loadCourse(defs, false);
}

/**
 * Everything loadLessons checks, and what takes a few hundred milliseconds:
 * every way through every do step (nothing untaught shown, every feedback
 * text true to its move, a real choice), each landing done, predicted and
 * drilled, and each drill's positions made. The tests run it on the course.
 */
export function validateLessons(defs: readonly LessonDef[]): Result<Lesson[], LessonError> {
  return loadCourse(defs, true);
}
