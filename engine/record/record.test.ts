import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../ai/random';
import { legalMoves, newGame, play, resolveRules } from '../index';
import { GLYPHS, PRESET_NAMES, type GameRecord, type Move, type MoveNote, type Rules, type RulesInput } from '../types';
import { turnEnded } from './engine-steps';
import { formatRecord, parseRecord, parseRecordWithFacts, printRecord } from './index';

function rulesOf(input: RulesInput): Rules {
  const rules = resolveRules(input);
  if (!rules.ok) throw new Error(rules.error.message);
  return rules.value;
}

function parsed(text: string): GameRecord[] {
  const result = parseRecord(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Plays a game through the public API, choosing with a seeded generator; returns the moves and the turn ends. */
function randomGame(rules: Rules, seed: number, maxMoves: number): { moves: Move[]; turnEnds: number[] } {
  const random = seededRandom(seed);
  const started = newGame(rules);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const moves: Move[] = [];
  const turnEnds: number[] = [];
  while (state.phase !== 'over' && moves.length < maxMoves) {
    // §8: when both players must choose at the same moment, South's choice comes first.
    const all = legalMoves(state);
    const southFirst = all.filter((m) => 'player' in m && m.player === 0);
    const legal = southFirst.length > 0 ? southFirst : all;
    const move = legal[Math.floor(random() * legal.length)];
    if (move === undefined) throw new Error('no legal move in a game that is not over');
    const wasOpening = state.phase === 'opening';
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
    moves.push(move);
    const ended = wasOpening ? state.phase !== 'opening' : turnEnded(state, outcome.value.events);
    if (ended) turnEnds.push(moves.length - 1);
  }
  return { moves, turnEnds };
}

const FULL_RECORD = [
  '[Event "Kampung \\"Cup\\""]',
  '[Date "2026.11.29"]',
  '[South "Aminah"]',
  '[North "C:\\\\bot"]',
  '[SouthKind "human"]',
  '[NorthKind "computer:3"]',
  '[Rules "congkak"]',
  '[Result "*"]',
  '[Tags "club,final"]',
  '[Venue "Melaka"]',
  '[Annotator "Siti"]',
  '',
  '{An opening where both',
  'hands reach their stores}',
  'S 1+3 / N 1+3 !? {both lap}',
  'S 1 ?',
  'N 7 {spans',
  '  two lines}',
  '',
].join('\n');

describe('parseRecord and printRecord: unit rows', () => {
  it('reads every part of a full record and prints it back exactly', () => {
    const [game, ...rest] = parsed(FULL_RECORD);
    expect(rest).toEqual([]);
    expect(game?.tags).toEqual({
      Event: 'Kampung "Cup"',
      Date: '2026.11.29',
      South: 'Aminah',
      North: 'C:\\bot',
      SouthKind: 'human',
      NorthKind: 'computer:3',
      Result: '*',
      Tags: 'club,final',
      Venue: 'Melaka',
      Annotator: 'Siti',
    });
    expect(Object.keys(game?.tags ?? {}).slice(-2)).toEqual(['Venue', 'Annotator']);
    expect(game?.rules).toEqual(rulesOf('congkak'));
    expect(game?.comment).toBe('An opening where both\nhands reach their stores');
    // Hole 1 holds 7 seeds, so both first sowings end in their own stores at the
    // same tick: both choose again, South's choice first in the move sequence.
    expect(game?.moves).toEqual([{ south: 1, north: 1 }, { player: 0, hole: 3 }, { player: 1, hole: 3 }, { hole: 1 }, { hole: 7 }]);
    expect(game?.notes).toEqual([
      { move: 2, glyph: '!?', comment: 'both lap' },
      { move: 3, glyph: '?', comment: null },
      { move: 4, glyph: null, comment: 'spans\n  two lines' },
    ]);
    expect(printRecord(parsed(FULL_RECORD))).toBe(FULL_RECORD);
  });

  it("writes North's choice given first, while both choose, in §8's order: South's first", () => {
    const rules = rulesOf('congkak');
    const northFirst: Move[] = [{ south: 1, north: 1 }, { player: 1, hole: 3 }, { player: 0, hole: 3 }];
    const text = printRecord([{ tags: {}, rules, comment: null, moves: northFirst, notes: [] }]);
    expect(text).toBe('[Rules "congkak"]\n\nS 1+3 / N 1+3\n');
    expect(parsed(text)[0]?.moves).toEqual([{ south: 1, north: 1 }, { player: 0, hole: 3 }, { player: 1, hole: 3 }]);
  });

  it('accepts CRLF line ends and a byte-order mark', () => {
    expect(parsed(`\uFEFF${FULL_RECORD.replace(/\n/g, '\r\n')}`)).toEqual(parsed(FULL_RECORD));
  });

  it('takes congkak when the Rules tag is absent, and prints the tag', () => {
    const [game] = parsed('[Event "x"]\n\nS 2 / N 6\n');
    expect(game?.rules).toEqual(rulesOf('congkak'));
    expect(printRecord(parsed('[Event "x"]\n\nS 2 / N 6\n'))).toBe('[Event "x"]\n[Rules "congkak"]\n\nS 2 / N 6\n');
  });

  it('writes only the options that differ from the preset, a changed series whole', () => {
    const rules = rulesOf({ preset: 'congkak', holes: 5, series: {} });
    const text = printRecord([{ tags: {}, rules, comment: null, moves: [], notes: [] }]);
    expect(text).toBe(
      '[Rules "congkak"]\n[Options "{\\"holes\\":5,\\"series\\":{\\"refill\\":\\"store-end\\",\\"burnt\\":\\"skip\\",\\"reopen\\":false,\\"nextStarter\\":\\"loser\\",\\"end\\":\\"cannot-fill\\"}}"]\n\n',
    );
    expect(parsed(text)).toEqual([{ tags: {}, rules, comment: null, moves: [], notes: [] }]);
  });

  describe("BGA's options in the Options tag", () => {
    const empty = (rules: Rules): GameRecord => ({ tags: {}, rules, comment: null, moves: [], notes: [] });
    const SERIES_WITHOUT_REMAINDER = '{\\"refill\\":\\"store-end\\",\\"burnt\\":\\"skip\\",\\"reopen\\":false,\\"nextStarter\\":\\"loser\\",\\"end\\":\\"cannot-fill\\"}';

    it('writes remainder only when it is "partial", after refill, and reads it back', () => {
      const rules = rulesOf({ series: { remainder: 'partial' } });
      const text = printRecord([empty(rules)]);
      expect(text).toBe(
        '[Rules "congkak"]\n[Options "{\\"series\\":{\\"refill\\":\\"store-end\\",\\"remainder\\":\\"partial\\",\\"burnt\\":\\"skip\\",\\"reopen\\":false,\\"nextStarter\\":\\"loser\\",\\"end\\":\\"cannot-fill\\"}}"]\n\n',
      );
      expect(parsed(text)).toEqual([empty(rules)]);
      expect(printRecord(parsed(text))).toBe(text);
    });

    it('a series without remainder, or with "store", is the series of records written before the option', () => {
      const before = `[Rules "congkak"]\n[Options "{\\"series\\":${SERIES_WITHOUT_REMAINDER}}"]\n\n`;
      expect(parsed(before)).toEqual([empty(rulesOf({ series: {} }))]);
      expect(printRecord(parsed(before))).toBe(before);
      expect(printRecord([empty(rulesOf({ series: { remainder: 'store' } }))])).toBe(before);
      const store = before.replace('\\"refill\\":\\"store-end\\",', '\\"refill\\":\\"store-end\\",\\"remainder\\":\\"store\\",');
      expect(store).not.toBe(before);
      expect(parsed(store)).toEqual(parsed(before));
    });

    it('a preset series with a partly filled remainder is written whole (dakon)', () => {
      const text = printRecord([empty(rulesOf({ preset: 'dakon', series: { remainder: 'partial' } }))]);
      expect(text).toContain('[Options "{\\"series\\":{\\"refill\\":\\"store-end\\",\\"remainder\\":\\"partial\\",\\"burnt\\":\\"skip\\",\\"reopen\\":true,');
    });

    it('writes roundEnd "either-side-empty-now" like any other option', () => {
      const rules = rulesOf({ roundEnd: 'either-side-empty-now' });
      const text = printRecord([empty(rules)]);
      expect(text).toBe('[Rules "congkak"]\n[Options "{\\"roundEnd\\":\\"either-side-empty-now\\"}"]\n\n');
      expect(parsed(text)).toEqual([empty(rules)]);
    });
  });

  it('writes no Options tag when the rules are the preset', () => {
    const text = printRecord([{ tags: { Event: 'e' }, rules: rulesOf('dakon'), comment: null, moves: [], notes: [] }]);
    expect(text).toBe('[Event "e"]\n[Rules "dakon"]\n\n');
  });

  it('keeps an unfinished game that ends in the middle of a turn', () => {
    // congkak-mw opens with ordinary turns; South's hole 1 (7 seeds) ends in the store, so the turn goes on.
    const text = '[Rules "congkak-mw"]\n\nS 1\n';
    const [game] = parsed(text);
    expect(game?.moves).toEqual([{ hole: 1 }]);
    expect(printRecord(parsed(text))).toBe(text);
  });

  it('reads several games, one with no moves, and prints them back', () => {
    const text = '[Event "one"]\n[Rules "kalah"]\n\nS 2\nN 1\n\n[Event "two"]\n[Rules "oware"]\n\n\n[Event "three"]\n[Rules "congkak"]\n\nS 2 / N 6\n';
    const games = parsed(text);
    expect(games.map((g) => [g.tags.Event, g.rules.preset, g.moves.length])).toEqual([
      ['one', 'kalah', 2],
      ['two', 'oware', 0],
      ['three', 'congkak', 1],
    ]);
    expect(printRecord(games)).toBe(text);
  });

  it('writes the passes the engine makes (sungka) and the round separators of a series (dakon)', () => {
    const passes = randomGame(rulesOf('sungka'), 7, 400);
    const sungka = printRecord([{ tags: {}, rules: rulesOf('sungka'), comment: null, moves: passes.moves, notes: [] }]);
    expect(sungka).toMatch(/^[SN] pass$/m);
    expect(parsed(sungka)[0]?.moves).toEqual(passes.moves);

    const series = randomGame(rulesOf('dakon'), 7, 200);
    const dakon = printRecord([{ tags: {}, rules: rulesOf('dakon'), comment: null, moves: series.moves, notes: [] }]);
    expect(dakon).toMatch(/^-- round 2 --$/m);
    expect(parsed(dakon)[0]?.moves).toEqual(series.moves);
    expect(printRecord(parsed(dakon))).toBe(dakon);
  });
});

describe('parseRecord: a bad record names the line and the reason', () => {
  const mw = '[Event "x"]\n[Rules "congkak-mw"]\n\n';
  it.each([
    [`${mw}S 1+1\n`, "line 4: S 1 is illegal: South's hole 1 is empty"],
    [`${mw}S 9\n`, 'line 4: S 9 is illegal: South has no hole 9: the board has 7 holes a side'],
    [`${mw}N 3\n`, 'line 4: North is not to move: South is'],
    [`${mw}S 1+4\nS 4\n`, 'line 5: South is not to move: North is'],
    [`${mw}S 2+3\n`, "line 4: South's turn ends after hole 2, so +3 cannot follow"],
    [`${mw}S 1\nN 3\n`, "line 4: South's turn goes on after hole 1: the next choice is missing"],
    [`${mw}S 2\n-- round 2 --\n`, 'line 5: no round ends here'],
    [`${mw}S 2\nN pass\n`, 'line 5: the engine makes no pass here'],
    [`${mw}S 2 / N 3\n`, "line 4: only a simultaneous opening is written 'S … / N …'"],
    ['[Rules "congkak"]\n\nS 2\n', "line 3: the game opens with both players' choices, written 'S 3 / N 5'"],
    ['[Rules "congkak"]\n\nS 2+3 / N 6\n', "line 3: South's hand is done after hole 2, so +3 cannot follow"],
    ['[Rules "congkak"]\n\nS 1 / N 2\nS 3\n', 'line 3: the opening goes on: South must choose again, but the line ends'],
    ['[Rules "congkak"]\n\nS 1 / N 2+4\n', "line 3: North's +4 comes before the engine asks for it: the opening waits for South"],
    ['[Rules "congkak"]\n\nS 8 / N 2\n', 'line 3: S 8 / N 2 is illegal: South has no hole 8: the board has 7 holes a side'],
    [`${mw}S 2\nN 3 {a note\nthat never\n\nS 4\n`, 'line 5: unclosed comment'],
    // The next comment's { two lines further down does not move the fault away from where the first one opens.
    [`${mw}S 2\nN 3 {a note left open\nS 4\nN 5 {another}\n`, 'line 5: unclosed comment'],
    // Issue #20 as reported: left open on line 13, the next { on line 15 (where the lexer notices),
    // after nine legal lines (a fault among them would come first).
    [`${mw}S 1+3+3\nN 5\nS 6\nN 6\nS 1\nN 2\nS 3\nN 7\nS 6+7+3\nN 2 {left open on line 13\nS 3\nN 1 {the next comment}\n`, 'line 13: unclosed comment'],
    // A fault of the game above the lexer's comes first: North's turn at line 5 goes on, but South is written next.
    [`${mw}${'S 2\nN 3\n'.repeat(4)}S 2\nN 3 {left open on line 13\nS 4\nN 5 {the next comment}\n`, "line 5: North's turn goes on after hole 3: the next choice is missing"],
    ['[Event "x"]\n[Event "y"]\n\n', 'line 2: tag Event appears twice (first on line 1)'],
    ['[Event x]\n\n', 'line 1: expected a tag such as [Event "Club final"], found "[Event x]"'],
    ['[Rules "chess"]\n[Options "{}"]\n\n', 'line 1: unknown preset "chess": one of congkak, congkak-mw'],
    ['[Rules "kalah"]\n[Options "{\\"preset\\":\\"oware\\"}"]\n\n', 'line 2: Options may not name the preset'],
    ['[Rules "kalah"]\n[Options "[1]"]\n\n', 'line 2: Options must be a JSON object'],
    ['[Rules "kalah"]\n[Options "5"]\n\n', 'line 2: Options must be a JSON object'],
    ['[Rules "kalah"]\n[Options "null"]\n\n', 'line 2: Options must be a JSON object'],
    ['[Rules "kalah"]\n[Options "{holes:5}"]\n\n', 'line 2: Options is not JSON: "{holes:5}"'],
    ['[Rules "kalah"]\n[Options "{\\"holes\\":99}"]\n\n', 'line 2: holes must be an integer from 3 to 15'],
  ])('%j', (text, message) => {
    const result = parseRecord(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-record');
      expect(result.error.message).toContain(message);
    }
  });

  it('refuses a turn after the end of the game, at its line', () => {
    const game = randomGame(rulesOf('kalah'), 3, 1000);
    const text = printRecord([{ tags: {}, rules: rulesOf('kalah'), comment: null, moves: game.moves, notes: [] }]);
    const lines = text.split('\n').length;
    expect(parseRecord(`${text}S 1\n`)).toEqual({ ok: false, error: { code: 'bad-record', message: `line ${lines}: the game is already over` } });
  });

  it('refuses a record that leaves out a pass the engine made', () => {
    const game = randomGame(rulesOf('sungka'), 7, 400);
    const text = printRecord([{ tags: {}, rules: rulesOf('sungka'), comment: null, moves: game.moves, notes: [] }]);
    const lines = text.split('\n');
    const pass = lines.findIndex((line) => / pass$/.test(line));
    const cut = [...lines.slice(0, pass), ...lines.slice(pass + 1)].join('\n');
    expect(parseRecord(cut)).toEqual({
      ok: false,
      error: { code: 'bad-record', message: `line ${pass + 1}: expected '${lines[pass]}' before this turn` },
    });
  });
});

describe('formatRecord: what cannot be written is a bad-record error', () => {
  const rules = rulesOf('congkak-mw');
  const game = (overrides: Partial<GameRecord>): GameRecord => ({ tags: {}, rules, comment: null, moves: [{ hole: 2 }], notes: [], ...overrides });
  it.each([
    [game({ moves: [{ hole: 1 }, { hole: 1 }] }), 'game 1: move 2 ({"hole":1}) is illegal'],
    [game({ moves: [{ hole: 1 }, { hole: 2 }], notes: [{ move: 0, glyph: '!', comment: null }] }), 'note on move 0, which is not the last move of a turn'],
    [game({ tags: { Rules: 'kalah' } }), 'tag Rules belongs in rules, not in tags'],
    [game({ tags: { Options: '{}' } }), 'tag Options belongs in rules, not in tags'],
    [game({ tags: { '9lives': 'x' } }), 'bad tag name 9lives'],
    [game({ tags: { Event: 'a\nb' } }), 'tag Event holds a line break'],
    [game({ comment: 'a } b' }), 'holds {, }, a carriage return or a blank line'],
    [game({ notes: [{ move: 0, glyph: null, comment: 'a\n\nb' }] }), 'holds {, }, a carriage return or a blank line'],
    [game({ comment: 'a\rb' }), 'holds {, }, a carriage return or a blank line'],
    // A line of spaces inside a comment is a blank line to the reader: it would not read back the same.
    [game({ notes: [{ move: 0, glyph: null, comment: 'a\n \t\nb' }] }), 'holds {, }, a carriage return or a blank line'],
  ])('%#: %s', (record, message) => {
    const result = formatRecord([record]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual({ code: 'bad-record', message: expect.stringContaining(message) });
    expect(() => printRecord([record])).toThrow(message);
  });
});

describe('round trip over random games of every preset', () => {
  // Rules written with an Options tag: series on Congkak (forfeiting burnt holes; BGA's partly filled refills), small boards, other endings.
  const OPTION_VARIANTS: RulesInput[] = [
    { preset: 'congkak', holes: 4, seeds: 3, series: { burnt: 'forfeit', end: { rounds: 3 } } },
    { preset: 'congkak', holes: 5, seeds: 4, roundEnd: 'either-side-empty-now', series: { remainder: 'partial', end: { rounds: 3 } } },
    { preset: 'congkak-malay', holes: 5, emptyOpponentLanding: 'forfeit' },
    { preset: 'kalah', storeLanding: 'end' },
    { preset: 'oware', grandSlam: 'capture' },
  ];
  const tagName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/).filter((name) => name !== 'Rules' && name !== 'Options');
  const tagValue = fc.string({ maxLength: 12 }).filter((value) => !/[\r\n]/.test(value));
  const commentLine = fc.string({ unit: fc.constantFrom('a', 'z', ' ', '"', '\\', '[', '-', 'é', '!'), maxLength: 10 }).filter((l) => l.trim() !== '');
  const comment = fc.oneof(fc.constant(''), fc.array(commentLine, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')));
  const note = fc.record({ glyph: fc.option(fc.constantFrom(...GLYPHS)), comment: fc.option(comment), annotate: fc.boolean() });
  const gameArbitrary = fc
    .record({
      rulesInput: fc.constantFrom<RulesInput>(...PRESET_NAMES, ...OPTION_VARIANTS),
      seed: fc.integer({ min: 0, max: 2 ** 31 }),
      maxMoves: fc.integer({ min: 0, max: 160 }),
      tags: fc.dictionary(tagName, tagValue, { maxKeys: 5 }),
      comment: fc.option(comment),
      notes: fc.array(note, { maxLength: 200 }),
    })
    .map(({ rulesInput, seed, maxMoves, tags, comment, notes }): GameRecord => {
      const rules = rulesOf(rulesInput);
      const { moves, turnEnds } = randomGame(rules, seed, maxMoves);
      // An unfinished last turn can carry a note too: it indexes the last move written.
      const ends = [...new Set([...turnEnds, moves.length - 1])].filter((i) => i >= 0);
      const gameNotes: MoveNote[] = [];
      ends.forEach((move, i) => {
        const n = notes[i];
        if (n?.annotate && (n.glyph !== null || n.comment !== null)) gameNotes.push({ move, glyph: n.glyph, comment: n.comment });
      });
      return { tags, rules, comment, moves, notes: gameNotes };
    });

  it('parse(print(games)) gives the games back, and printing that again gives the same text', () => {
    fc.assert(
      fc.property(fc.array(gameArbitrary, { minLength: 1, maxLength: 3 }), (games) => {
        const text = printRecord(games);
        const back = parseRecord(text);
        expect(back).toEqual({ ok: true, value: games });
        if (back.ok) expect(printRecord(back.value)).toBe(text);
      }),
      { numRuns: 40 },
    );
    // Replaying random games through the engine: generous for a loaded 2-core machine.
  }, 30_000);
});

describe('parseRecord: the pass and round lines the engine forces, written wrong or left out at the end', () => {
  const recordOf = (preset: 'sungka' | 'dakon', seed: number, maxMoves: number): string[] => {
    const rules = rulesOf(preset);
    return printRecord([{ tags: {}, rules, comment: null, moves: randomGame(rules, seed, maxMoves).moves, notes: [] }]).split('\n');
  };
  const refusal = (lines: readonly string[]) => parseRecord(lines.join('\n'));

  it('names the pass expected when the other player is written passing', () => {
    const lines = recordOf('sungka', 7, 400);
    const at = lines.findIndex((line) => / pass$/.test(line));
    const other = lines[at] === 'S pass' ? 'N pass' : 'S pass';
    expect(refusal(lines.with(at, other))).toEqual({
      ok: false,
      error: { code: 'bad-record', message: `line ${at + 1}: expected '${lines[at]}', found '${other}'` },
    });
  });

  it('names the round expected when another number is written', () => {
    const lines = recordOf('dakon', 7, 200);
    const at = lines.indexOf('-- round 2 --');
    expect(refusal(lines.with(at, '-- round 3 --'))).toEqual({
      ok: false,
      error: { code: 'bad-record', message: `line ${at + 1}: expected '-- round 2 --', found '-- round 3 --'` },
    });
  });

  it('refuses a record that ends before the pass or the new round its last turn forces, at its last line', () => {
    for (const [lines, forced] of [
      [recordOf('sungka', 7, 400), / pass$/],
      [recordOf('dakon', 7, 200), /^-- round 2 --$/],
    ] as const) {
      const at = lines.findIndex((line) => forced.test(line));
      expect(refusal([...lines.slice(0, at), ''])).toEqual({
        ok: false,
        error: { code: 'bad-record', message: `line ${at}: the record ends before '${lines[at]}'` },
      });
    }
  });

  it('gives both reasons when both first choices of the opening are illegal', () => {
    expect(parseRecord('[Rules "congkak"]\n\nS 8 / N 9\n')).toEqual({
      ok: false,
      error: {
        code: 'bad-record',
        message: 'line 3: S 8 / N 9 is illegal: South has no hole 8: the board has 7 holes a side; North has no hole 9: the board has 7 holes a side',
      },
    });
  });
});

describe('parseRecordWithFacts', () => {
  it('gives each game with the line it begins on and the facts of its moves, as the engine plays them', () => {
    // Kalah sows without relays; Congkak's turns relay.
    const text = '[Event "one"]\n[Rules "kalah"]\n\nS 3+1\nN 2\n\n[Event "two"]\n[Rules "congkak-mw"]\n\nS 2\nN 3\n';
    const games = parseRecordWithFacts(text);
    if (!games.ok) throw new Error(games.error.message);
    expect(games.value.map((game) => game.line)).toEqual([1, 7]);
    expect(games.value.map((game) => game.record)).toEqual(parsed(text));
    expect(games.value[1]?.facts.relays.some((count) => count > 0)).toBe(true);
    for (const { record, facts } of games.value) {
      const { rules } = record;
      const started = newGame(rules);
      if (!started.ok) throw new Error(started.error.message);
      let state = started.value;
      const stores: number[] = [];
      const relays: number[] = [];
      for (const move of record.moves) {
        const outcome = play(state, move);
        if (!outcome.ok) throw new Error(outcome.error.message);
        state = outcome.value.state;
        stores.push(state.pits[rules.holes] ?? 0, state.pits[2 * rules.holes + 1] ?? 0);
        relays.push(outcome.value.events.filter((event) => event.type === 'relay').length);
      }
      expect(facts).toEqual({ stores, relays, result: null, finalStores: stores.slice(-2) });
    }
  });

  it('reads an empty text, or one of blank lines, as no games', () => {
    expect(parseRecordWithFacts('')).toEqual({ ok: true, value: [] });
    expect(parseRecordWithFacts('\n  \n ')).toEqual({ ok: true, value: [] });
  });
});
