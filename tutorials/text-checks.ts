/**
 * Checks on a lesson's English words that the engine cannot make for it.
 * Feedback (why a move worked or missed) names no hole and no count: those
 * come from the engine's account of the move, so they cannot be wrong, and a
 * landing it names must be one the move made. No text names an option code
 * or another program: the learner sees the game, not its configuration.
 */
import type { CourseRule } from './course';

const DIGIT = /\d/;
const NUMBER_WORDS = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|once|twice|single)\b/i;
/** Option values in quotes ("stay", storeLanding "end") and camelCase option names. */
const OPTION_CODE = /["“][a-z]+(-[a-z]+)*["”]|\b[a-z]+[A-Z][A-Za-z]*\b/;
const OTHER_PROGRAMS = /Board Game Arena|\bBGA\b|Mancala World/i;

/** A rule's own numbers, not a count of the move (Oware takes houses of two or three). */
const RULE_PHRASES = /\btwo or three\b/gi;

/** Why a feedback text cannot be shown as written (it names a hole or count the engine should give). */
export function feedbackTextProblems(text: string): string[] {
  const problems: string[] = [];
  if (DIGIT.test(text)) problems.push('names a hole or count in digits (the engine account gives those)');
  const word = NUMBER_WORDS.exec(text.replace(RULE_PHRASES, ''));
  if (word !== null) problems.push(`names a count ("${word[0]}"; the engine account gives counts)`);
  return problems;
}

/** Why any lesson text cannot be shown as written: option codes, other programs. */
export function lessonTextProblems(text: string): string[] {
  const problems: string[] = [];
  const code = OPTION_CODE.exec(text);
  if (code !== null) problems.push(`names an option code (${code[0]})`);
  const program = OTHER_PROGRAMS.exec(text);
  if (program !== null) problems.push(`names another program (${program[0]})`);
  return problems;
}

/** Landings a feedback text may name only if the move made them. */
const LANDING_WORDS: readonly [RegExp, CourseRule][] = [
  [/captur/i, 'capture'],
  [/\brelay/i, 'relay'],
  [/\bmati\b/i, 'mati'],
];

/** "no relay", "without a capture": naming a landing to say it did not happen. */
const NEGATED = /\b(no|not|without|never)\s+(an?\s+)?$/i;

function namedLandings(text: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, 'gi');
  for (const match of text.matchAll(global)) if (!NEGATED.test(text.slice(0, match.index))) return true;
  return false;
}

/** The landings `text` names (not to deny them) that the move (the rules its events show) did not make. */
export function landingWordProblems(text: string, shown: ReadonlySet<CourseRule>): string[] {
  return LANDING_WORDS.filter(([pattern, rule]) => namedLandings(text, pattern) && !shown.has(rule)).map(([, rule]) => `names a ${rule} the move does not make`);
}
