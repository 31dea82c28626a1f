// One way to put a move into words: a choice told against the engine's best,
// from its events (a line played: Play's hints, Puzzles' answers) or its
// evaluations (Replay's verdicts, a puzzle's best value). Screens import from here.
export { hintSteps, hintText } from './line-words';
export { tenthsOfSeeds, verdictLine, verdictWords } from './verdict-words';
export { bestValueText } from './best-value';
export { exactWords, withExactWords } from './exact-words';
