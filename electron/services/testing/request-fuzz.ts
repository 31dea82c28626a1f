/**
 * Test helper: random requests for every operation of the contract, for
 * fuzzing the services and the browser-mode server. A request is a valid
 * input (so the handlers run too), any JSON at all, or a valid input with one
 * field replaced by an awkward value, removed, or joined by an unknown one.
 * Inputs are JSON only: what a request body, or an IPC message, can carry.
 */
import fc from 'fast-check';
import { PUZZLE_SET } from '../../../engine';
import { ARCHIVE_OFFSET_MAX, OPERATION_NAMES, type ApiErrorCode, type OperationInput, type OperationName } from '../../contract';

interface FuzzRequest {
  operation: OperationName;
  input: unknown;
}

type Path = (string | number)[];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * What a refusal may be: the caller's fault or the game's state, never the
 * app's. `cancelled`: a cancel for an import not yet started cancels it when
 * it comes (issue 29), as a fuzzed cancelImport may do to the next import.
 */
export const CALLER_FAULTS: readonly ApiErrorCode[] = ['bad-request', 'not-found', 'bad-rules', 'illegal-move', 'game-over', 'game-deleted', 'bad-record', 'bad-state', 'waiting-for-player', 'busy', 'cancelled'];

/** Valid inputs of every operation around one recorded game. */
export function validInputs(gameId: number): { [Op in OperationName]: OperationInput<Op>[] } {
  // A puzzle of the bundled set (the services' default), so attempts reach the grading.
  const puzzle = PUZZLE_SET[0];
  if (puzzle === undefined) throw new Error('The bundled puzzle set is empty.');
  const players = [{ name: 'Ana', kind: 'human' }, { name: 'Bot', kind: 'computer', level: 1 }] as const;
  return {
    newGame: [{ rules: 'kalah', players: [...players] }, { rules: { preset: 'congkak', holes: 5, series: { end: { rounds: 2 } } }, players: [...players] }],
    getGame: [{ gameId }],
    playMove: [{ gameId, move: { hole: 1 } }, { gameId, move: { south: 1, north: 2 } }, { gameId, move: { player: 1, hole: 3 } }],
    resign: [{ gameId, player: 0 }],
    continueRound: [{ gameId }],
    undo: [{ gameId }],
    hint: [{ gameId, player: 0 }],
    listUnfinishedGames: [{}],
    getSettings: [{}],
    updateSettings: [{ theme: 'dark', sound: true }, { newGameDefaults: { rules: 'oware', players: [...players] } }, { language: 'ms' }],
    getSystemLanguages: [{}],
    listArchive: [{ filter: { player: 'Ana', text: 'cup', from: '2026-01-01' }, sort: { by: 'margin', descending: false }, offset: 0, limit: 10 }],
    archiveStats: [{ filter: { preset: 'kalah', opponentLevel: 1 } }],
    listTags: [{}],
    setGameTags: [{ gameId, tags: ['club', 'final'] }],
    setFavourite: [{ gameId, favourite: true }],
    deleteGames: [{ gameIds: [gameId] }],
    restoreGames: [{ gameIds: [gameId] }],
    exportGames: [{ gameIds: [gameId] }, { filter: { unfinished: true } }],
    importRecords: [{ text: '[Rules "kalah"]\n\nS 1\n', importId: 'fuzz' }],
    cancelImport: [{ importId: 'fuzz' }],
    listBackups: [{}],
    restoreBackup: [{ name: 'congkak-20000101T000000000-startup.sqlite' }],
    getStartupReport: [{}],
    keepNewArchive: [{}],
    keepUnreplayableGames: [{}],
    getLessonProgress: [{}],
    completeLessonStep: [{ lessonId: 'the-board', stepId: 'your-holes', clean: true }],
    getReplay: [{ gameId }],
    setGameComment: [{ gameId, comment: 'a fine game' }],
    setMoveNote: [{ gameId, move: 0, glyph: '!', comment: null }],
    analyseGameChoice: [{ gameId, move: 0, player: 1 }],
    answerLine: [{ gameId, moves: [], player: 0, level: 1 }],
    nextPuzzle: [{}, { themes: ['capture'], personalFirst: true, exclude: [puzzle.id] }],
    submitPuzzleAttempt: [{ puzzleId: puzzle.id, choices: puzzle.solutions[0] ?? [1] }, { puzzleId: puzzle.id, choices: [3] }],
    getPuzzleProgress: [{}],
    listPersonalPuzzles: [{}],
    makePersonalPuzzles: [{ gameId }],
    hostGame: [{ rules: 'kalah', name: 'Ana' }, { rules: 'congkak', name: 'Ana', side: 1 }, { rules: 'kalah', name: 'Ana', continueGame: gameId }],
    cancelHosting: [{}],
    listHostedGames: [{}],
    // Port 9 (discard): nothing answers on loopback, the guest keeps trying until it leaves or the app closes.
    joinGame: [{ to: { address: '127.0.0.1:9' }, code: '000 417', name: 'Budi' }, { to: { game: 'congkak-0001._congkak._tcp.local' }, code: '000417', name: 'Budi' }],
    leaveNetworkGame: [{}],
    answerUndoRequest: [{ accept: true }, { accept: false }],
    offerRematch: [{}],
    getNetworkState: [{}],
    getKeptNetworkGames: [{}],
    getKeptNetworkGame: [{ gameId }],
  };
}

/** Values that break services that trust their input: limits, types, prototype names, unsafe and huge text. */
export const AWKWARD_VALUES: readonly Json[] = [
  0, -1, 0.5, 1e300, -1e300, 2 ** 53, 2 ** 63, ARCHIVE_OFFSET_MAX + 1, '', [], {}, [[]], null, true, '__proto__', 'constructor',
  'a\u0000b\u202Ec\uD800\n\r{}', 'x'.repeat(20_000),
];

const awkward: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: fc.constantFrom(...AWKWARD_VALUES), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, weight: 2 },
  fc.string({ unit: fc.constantFrom('a', ' ', ',', '{', '}', '"', '\\', '\n', '\r', '\t', '\u0000', '\u007F', '\u202E', '\u2066', '\uD800', '\uDC00', '😀'), maxLength: 40 }),
  fc.integer({ min: 41, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

function pathsOf(value: Json, prefix: Path = []): Path[] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...prefix, index]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))
      : [];
  return [prefix, ...inner];
}

/** A copy of `value` with the value at `path` replaced (`undefined`: removed). */
function withAt(value: Json, path: Path, replacement: Json | undefined): Json | undefined {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = structuredClone(value);
  if (typeof copy !== 'object' || copy === null) return copy;
  const container = copy as Record<string | number, Json>;
  const changed = withAt(container[head] ?? null, rest, replacement);
  if (changed === undefined) {
    if (Array.isArray(copy) && typeof head === 'number') copy.splice(head, 1);
    else delete container[head];
  } else {
    // An own property, as JSON.parse makes it: assigning `__proto__` would set the prototype instead.
    Object.defineProperty(container, head, { value: changed, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** The paths of a valid input's objects, where an unknown field may be added. */
function objectPaths(seed: Json, paths: readonly Path[]): Path[] {
  return paths.filter((path) => {
    const at = path.reduce<Json | undefined>((node, key) => (node as Record<string | number, Json> | undefined)?.[key], seed);
    return typeof at === 'object' && at !== null && !Array.isArray(at);
  });
}

function mutationsOf(seed: Json): fc.Arbitrary<unknown> {
  const paths = pathsOf(seed);
  const fields = paths.filter((path) => path.length > 0);
  const objects = objectPaths(seed, paths);
  return fc.oneof(
    fc.constant(seed),
    { arbitrary: fc.tuple(fc.constantFrom(...paths), awkward).map(([path, value]) => withAt(seed, path, value)), weight: 6 },
    ...(fields.length > 0 ? [fc.constantFrom(...fields).map((path) => withAt(seed, path, undefined))] : []),
    ...(objects.length > 0
      ? [fc.tuple(fc.constantFrom(...objects), fc.string({ minLength: 1, maxLength: 20 }), awkward).map(([path, key, value]) => withAt(seed, [...path, key], value))]
      : []),
  );
}

/** A random request: mutated from a valid one (or valid), or any JSON. */
export function fuzzRequest(gameId: number): fc.Arbitrary<FuzzRequest> {
  const valid = validInputs(gameId) as Record<OperationName, Json[]>;
  return fc.constantFrom(...OPERATION_NAMES).chain((operation) =>
    fc
      .oneof({ arbitrary: fc.constantFrom(...valid[operation]).chain(mutationsOf), weight: 4 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 })
      .map((input) => ({ operation, input })),
  );
}

/** Every valid input with each of its fields (and itself) set to each awkward value in turn, or removed. */
export function fieldSweep(gameId: number): FuzzRequest[] {
  const valid = validInputs(gameId) as Record<OperationName, Json[]>;
  return OPERATION_NAMES.flatMap((operation) =>
    valid[operation].flatMap((seed) =>
      pathsOf(seed).flatMap((path) => [...AWKWARD_VALUES, undefined].map((value) => ({ operation, input: withAt(seed, path, value) }))),
    ),
  );
}
