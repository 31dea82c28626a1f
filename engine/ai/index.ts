/**
 * The computer opponent: levels 1–6, the search, the opening's mixed strategy
 * and the analysis API. Pure engine code: the app runs it in a worker thread.
 */
export { chooseMove, analyseMoves, LEVELS, DEFAULT_TIME_MS, SEARCH_LEVELS_TIME_CAP_MS, MAX_TIME_MS } from './opponent';
export type { Level, BestRequest, BestAnswer, AnalysedMove, SearchBudget } from './opponent';
export { analyseGameBackwards, choiceValue, firstLookNodes, swung, ANALYSIS_NODES, SWING_NODES, FORCED_NODES, SWING_SEEDS, type ChoiceToJudge, type ChoiceValue, type GameAnalysisBudget, type JudgedChoice } from './game-analysis';
export { Searcher, MAX_PLY, MAX_TURNS, type SearchLimits, type SearchResult, type ScoredMove } from './search';
export { solveOpening, type OpeningSolution } from './opening';
export { solveMatrixGame, sampleStrategy, type MatrixGameSolution } from './matrix-game';
export { seededRandom, type Random } from './random';
export { LEVEL_RATINGS } from './level-ratings';
export { LEVEL_STYLES, type LevelStyle, type Reading } from './levels';
export { SCALE } from './evaluate';
