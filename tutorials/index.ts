/**
 * The lessons in teaching order, loaded and checked through the engine, plus
 * the evaluator, goals and progress helpers the screen and the service use.
 */
import { LESSON_DEFS } from './lesson-defs';
import { loadLessons } from './validate';

export { LESSON_DEFS };

/** Loaded once; a broken lesson is reported here (and fails the tests), never shown half-working. */
export const LESSONS = loadLessons(LESSON_DEFS);

// Every language's texts at once (TUTORIAL_TRANSLATIONS, TUTORIAL_CATALOGS) are
// in ./all-translations.ts, for the checks and tests. The app loads the
// lessons' texts (./texts.ts) in the language shown, with that language's
// translation (TUTORIAL_TRANSLATION_LOADERS), when a screen that shows them
// first opens; this module itself comes with the Lessons screen.

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
