import { describe, expect, it } from 'vitest';
import { resolveRules } from '../index';
import type { Rules } from '../types';
import { movesFromEntries } from './entries-to-moves';
import { lexRecord, type RecordLine } from './lexer';
import { readMovetext, type Entry } from './movetext';

function rulesOf(preset: 'kalah' | 'congkak'): Rules {
  const rules = resolveRules(preset);
  if (!rules.ok) throw new Error(rules.error.message);
  return rules.value;
}

function entriesOf(movetext: string): Entry[] {
  const lines = lexRecord(movetext);
  if (!lines.ok) throw new Error(lines.error);
  const read = readMovetext(lines.value.filter((line): line is Extract<RecordLine, { kind: 'content' }> => line.kind === 'content'));
  if (!read.ok) throw new Error(read.error);
  return read.value.entries;
}

describe('movesFromEntries', () => {
  it("attaches each turn's glyph and comment to its last move, and nothing to a turn without them", () => {
    expect(movesFromEntries(rulesOf('kalah'), entriesOf('S 3+1 ! {good}\nN 2\nS 4 {hm}\nN 5 ?\n'))).toEqual({
      ok: true,
      value: {
        moves: [{ hole: 3 }, { hole: 1 }, { hole: 2 }, { hole: 4 }, { hole: 5 }],
        notes: [
          { move: 1, glyph: '!', comment: 'good' },
          { move: 3, glyph: null, comment: 'hm' },
          { move: 4, glyph: '?', comment: null },
        ],
      },
    });
  });

  // Congkak's simultaneous opening: both first choices are one move, later choices come when the engine asks.
  it.each([
    // One first choice illegal: only its reason.
    ['S 8 / N 2', 'line 1: S 8 / N 2 is illegal: South has no hole 8: the board has 7 holes a side'],
    ['S 2 / N 9', 'line 1: S 2 / N 9 is illegal: North has no hole 9: the board has 7 holes a side'],
    // A later choice illegal.
    ['S 1+9 / N 2', 'line 1: S 9 is illegal: South has no hole 9: the board has 7 holes a side'],
    // The hand ends after its second choice: the third is named after the second.
    ['S 1+2+5 / N 2', "line 1: South's hand is done after hole 2, so +5 cannot follow"],
    // Both players asked again, and the line ends.
    ['S 1 / N 1\nS 3', 'line 1: the opening goes on: South and North must choose again, but the line ends'],
  ])('refuses %j', (movetext, message) => {
    expect(movesFromEntries(rulesOf('congkak'), entriesOf(movetext))).toEqual({ ok: false, error: message });
  });
});
