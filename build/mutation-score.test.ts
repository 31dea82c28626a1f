import { describe, expect, it } from 'vitest';
import { folderScore, missedLines, type MutantOutcome, type MutantStatus } from './mutation-score';

const outcome = (status: MutantStatus, line = 1): MutantOutcome => ({
  fileName: '/repo/engine/record/print.ts',
  status,
  mutatorName: 'EqualityOperator',
  replacement: 'line !==\n   ""',
  location: { start: { line, column: 3 } },
});

describe('folderScore', () => {
  it('counts killed and timed-out mutants among the detectable ones; errors and ignored ones are left out', () => {
    const outcomes = [
      ...['Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage'].map((status) => outcome(status as MutantStatus)),
      outcome('Ignored'),
      outcome('CompileError'),
      outcome('RuntimeError'),
    ];
    expect(folderScore(outcomes)).toEqual({ score: 60, killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, errors: 2 });
  });

  it('rounds to one decimal, and has no score without a detectable mutant', () => {
    expect(folderScore([outcome('Killed'), outcome('Killed'), outcome('Survived')]).score).toBe(66.7);
    expect(folderScore([outcome('Ignored')]).score).toBeNull();
  });
});

describe('missedLines', () => {
  it('lists the survivors and the uncovered, one line each, with the place relative to the repository', () => {
    const lines = missedLines([outcome('Killed'), outcome('Survived', 52), outcome('NoCoverage', 7)], (file) => file.replace('/repo/', ''));
    expect(lines).toEqual(['engine/record/print.ts:52 Survived EqualityOperator → line !== ""', 'engine/record/print.ts:7 NoCoverage EqualityOperator → line !== ""']);
  });
});
