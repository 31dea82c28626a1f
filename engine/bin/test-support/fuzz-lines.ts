/**
 * Request lines for fuzzing the protocol engine: well-formed requests built
 * from real games (so they reach deep into the engine), the same with values
 * swapped for hostile ones (huge, negative, fractional, deeply nested), their
 * text cut and spliced, and plain junk. Deterministic for a seed; no line
 * holds "\n". The fuzz test feeds them to the executable; a script can feed
 * ten thousand of them to time every answer.
 */
import { seededRandom, type Random } from '../../ai/random';
import { legalMoves, newGame, play, PRESET_NAMES, type GameState, type Move } from '../../index';
import { formatRecord } from '../../record/index';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const COMMAND_NAMES = ['presets', 'new', 'legal', 'play', 'best', 'analyse', 'parse', 'print'];
/** Numbers at and beyond every bound, written out as JSON (1e400 parses as Infinity). */
const HOSTILE_NUMBERS = ['0', '-1', '1.5', '-0', '600', '601', '1e7', '1e8', '1e9', '2147483648', '9007199254740993', '1e400', '-1e400', '60001', '1e12'];
const JUNK = ['{', '}', '[', ']', '"', '\\', ':', ',', ' ', '\t', '\r', 'a', '0', '9', '-', 'e', '.', 'é', '漢', '\u0000', 'null', 'true', '"cmd"', '\ud83c\udf31'];

export function fuzzLines(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const states = sampleStates(random);
  const lines: string[] = [];
  while (lines.length < count) lines.push(oneLine(random, states, lines.length));
  return lines;
}

function oneLine(random: Random, states: GameState[], index: number): string {
  // Twice in every 200 lines, one of the two largest: an id nested 40,000 deep, a 1.2 MB line.
  if (index % 200 === 50) return `{"cmd":"presets","id":${'['.repeat(40_000)}${']'.repeat(40_000)}}`;
  if (index % 200 === 150) return `{"cmd":"parse","record":"${'S 1 '.repeat(300_000)}"}`;
  const roll = random();
  if (roll < 0.04) return pick(random, ['', ' ', '\t \t', '\r']);
  if (roll < 0.1) return junk(random, 1 + Math.floor(random() * 80));
  const request = wellFormed(random, states, index);
  if (roll < 0.5) return JSON.stringify(request);
  if (roll < 0.75) return JSON.stringify(mutateValue(random, request));
  return mutateText(random, JSON.stringify(request));
}

/** Games of every preset and of the largest board, a few moves in, plus minimal states. */
function sampleStates(random: Random): GameState[] {
  const rules = [...PRESET_NAMES, { holes: 15, seeds: 20 }, { preset: 'oware', holes: 15, seeds: 20 }, { preset: 'kalah', holes: 3, seeds: 1 }];
  const states: GameState[] = [];
  for (const input of rules) {
    const start = newGame(input);
    if (!start.ok) continue;
    let state = start.value;
    states.push(state);
    for (let move = 0; move < 12 && state.phase !== 'over'; move++) {
      const legal = legalMoves(state);
      const outcome = play(state, pick(random, legal));
      if (!outcome.ok) break;
      state = outcome.value.state;
      if (random() < 0.3) states.push(state);
    }
  }
  return states;
}

function wellFormed(random: Random, states: GameState[], index: number): Record<string, Json> {
  const state = pick(random, states);
  const id: Json = random() < 0.8 ? index : pick(random, ['x', null, [index], { n: index }]);
  const asJson = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;
  const minimal = { rules: asJson(state.rules), pits: state.pits, toMove: state.toMove ?? 0 };
  const someState = asJson(random() < 0.6 ? state : minimal);
  const move = asJson(legalMoves(state)[0] ?? { hole: 1 });
  switch (pick(random, COMMAND_NAMES)) {
    case 'presets':
      return { cmd: 'presets', id };
    case 'new':
      return { cmd: 'new', rules: asJson(random() < 0.5 ? pick(random, PRESET_NAMES) : state.rules), id };
    case 'legal':
      return { cmd: 'legal', state: someState, id };
    case 'play':
      return { cmd: 'play', state: someState, move, id };
    case 'best':
      return {
        cmd: 'best',
        state: someState,
        level: 1 + Math.floor(random() * 6),
        timeMs: pick(random, [0, 1, 5, 10, 20]),
        seed: index,
        ...(state.phase === 'opening' && { player: pick(random, [0, 1]) }),
        id,
      };
    case 'analyse':
      return { cmd: 'analyse', state: someState, timeMs: pick(random, [0, 5, 10, 20]), id };
    case 'parse':
      return { cmd: 'parse', record: recordOf(state), id };
    default:
      return { cmd: 'print', games: [{ tags: { Event: 'fuzz' }, rules: asJson(state.rules), comment: null, moves: [move], notes: [] }], id };
  }
}

/** A record of the first legal move from the start of `state`'s rules, or "" when there is none. */
function recordOf(state: GameState): string {
  const start = newGame(state.rules);
  if (!start.ok) return '';
  const moves: Move[] = legalMoves(start.value).slice(0, 1);
  const text = formatRecord([{ tags: { Event: 'fuzz' }, rules: start.value.rules, comment: null, moves, notes: [] }]);
  return text.ok ? text.value : '';
}

/** The request with one value somewhere inside swapped for a hostile one. */
function mutateValue(random: Random, request: Record<string, Json>): Json {
  const copy = JSON.parse(JSON.stringify(request)) as Json;
  const containers: (Json[] | Record<string, Json>)[] = [];
  const walk = (value: Json): void => {
    if (value === null || typeof value !== 'object') return;
    containers.push(value);
    for (const child of Object.values(value)) walk(child);
  };
  walk(copy);
  const target = pick(random, containers);
  const keys = Object.keys(target);
  const key = keys.length > 0 && random() < 0.85 ? pick(random, keys) : pick(random, ['cmd', 'state', 'timeMs', 'level', 'extra', '__proto__', '0']);
  const hostile = hostileValue(random);
  if (Array.isArray(target)) target[Number(key) || 0] = hostile;
  else if (random() < 0.1) delete target[key];
  else target[key] = hostile;
  return copy;
}

function hostileValue(random: Random): Json {
  const roll = random();
  if (roll < 0.5) return JSON.parse(pick(random, HOSTILE_NUMBERS).replace('1e400', '1e308')) as number;
  if (roll < 0.6) return pick(random, [null, true, '', 'x'.repeat(1000), [], {}]);
  if (roll < 0.7) return pick(random, COMMAND_NAMES);
  if (roll < 0.8) {
    let nested: Json = 1;
    for (let depth = Math.floor(random() * 60); depth > 0; depth--) nested = [nested];
    return nested;
  }
  return Array.from({ length: Math.floor(random() * 40) }, () => JSON.parse(pick(random, HOSTILE_NUMBERS).replace('1e400', '1e308')) as number);
}

/** The request's text cut, spliced, repeated or sprinkled with junk. */
function mutateText(random: Random, text: string): string {
  const at = Math.floor(random() * text.length);
  const length = Math.floor(random() * Math.min(40, text.length - at));
  switch (Math.floor(random() * 5)) {
    case 0:
      return text.slice(0, at) + text.slice(at + length);
    case 1:
      return text.slice(0, at) + junk(random, 1 + Math.floor(random() * 5)) + text.slice(at);
    case 2:
      return text.slice(0, at + length) + text.slice(at, at + length) + text.slice(at + length);
    case 3: {
      const numbers = [...text.matchAll(/-?\d+(\.\d+)?/g)];
      if (numbers.length === 0) return text;
      const { index, 0: number } = pick(random, numbers);
      return text.slice(0, index) + pick(random, HOSTILE_NUMBERS) + text.slice(index + number.length);
    }
    default:
      return text.slice(0, at);
  }
}

function junk(random: Random, pieces: number): string {
  let text = '';
  for (let i = 0; i < pieces; i++) text += pick(random, JUNK);
  return text;
}

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}
