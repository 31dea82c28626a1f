/**
 * The lessons in teaching order, loaded and checked through the engine, plus
 * the evaluator, goals and progress helpers the screen and the service use.
 */
import board from './lessons/01-board';
import sowing from './lessons/02-sowing';
import storeLanding from './lessons/03-store';
import relay from './lessons/04-relay';
import capture from './lessons/05-capture';
import mati from './lessons/06-mati';
import opening from './lessons/07-opening';
import roundEnd from './lessons/08-round-end';
import series from './lessons/09-series';
import strategy from './lessons/10-strategy';
import kalah from './lessons/11-kalah';
import oware from './lessons/12-oware';
import type { LessonDef } from './types';
import { loadLessons } from './validate';

export const LESSON_DEFS: readonly LessonDef[] = [board, sowing, storeLanding, relay, capture, mati, opening, roundEnd, series, strategy, kalah, oware];

/** Loaded once; a broken lesson is reported here (and fails the tests), never shown half-working. */
export const LESSONS = loadLessons(LESSON_DEFS);

// Every language's texts at once (TUTORIAL_TRANSLATIONS, TUTORIAL_CATALOGS) are
// in ./all-translations.ts, for the checks and tests: the app loads one
// language's translation when it is shown (TUTORIAL_TRANSLATION_LOADERS).

export * from './types';
export * from './goals';
export { evaluateStep, learnerHoles, playDoStep, playPredictStep, type DoRun, type PlayedTurn } from './run-step';
export { explainLanding, explainWrongGuess, type GuessReason, type LandingExplanation } from './landing';
export {
  accountOf,
  firstLanding,
  LANDINGS,
  openingFinish,
  traceSowings,
  type Landing,
  type OpeningFinish,
  type RoundEndAccount,
  type Sowing,
  type SowingEnd,
  type SowingLeg,
  type TurnAccount,
} from './account';
export { COURSE_RULES, type CourseRule } from './course';
export { checkDrillPosition, drillPositions, holesMaking, playDrillHole, DRILL_POSITIONS } from './drill';
export { hintHole, wrongGuessExplanation, wrongTryExplanation, MISSES_BEFORE_HINT } from './feedback';
export { courseProgress, isLessonComplete, lessonStars, resumeStepIndex, solvedCleanly, MAX_STARS, type CourseProgress, type SolveRecord, type StepRecord } from './progress';
export { loadLesson, loadLessons, validateLessons, demoStep, MIN_HOLES_TO_CHOOSE, MIN_QUIZ_CHOICES } from './validate';
export { resolvePosition } from './position';
export {
  lessonMessageKey,
  missingTutorialMessages,
  referenceMessageKey,
  tutorialCatalogs,
  type LessonMessageKey,
  type ReferenceMessageKey,
  type TutorialCatalogs,
  type TutorialMessageKey,
  type TutorialTranslation,
} from './messages';
export { TUTORIAL_TRANSLATION_LOADERS, type TutorialTranslationLoader } from './locales';
export { REFERENCE_BASE, REFERENCE_MESSAGES, REFERENCE_PRESETS, REFERENCE_SECTIONS, type ReferenceKey, type ReferenceSection } from './reference';
