/**
 * The mutation score of one folder from StrykerJS's results: the share of
 * mutants the tests noticed (killed, or timed out: a loop that no longer
 * ends) among those that could be noticed. Mutants that do not compile,
 * crash at start or are ignored by a `Stryker disable` comment (each with its
 * reason, an equivalent mutant) are left out, as Stryker's own score does.
 */
export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface MutantOutcome {
  fileName: string;
  status: MutantStatus;
  mutatorName: string;
  replacement: string;
  location: { start: { line: number; column: number } };
}

export interface FolderScore {
  /** Percent of detectable mutants detected, one decimal; null when there were none. */
  score: number | null;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
}

export function folderScore(outcomes: readonly MutantOutcome[]): FolderScore {
  const count = (status: MutantStatus) => outcomes.filter((outcome) => outcome.status === status).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const detectable = killed + timeout + survived + noCoverage;
  return {
    score: detectable === 0 ? null : Math.round((1000 * (killed + timeout)) / detectable) / 10,
    killed,
    timeout,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    errors: count('CompileError') + count('RuntimeError'),
  };
}

/** One line per mutant the tests missed, `file:line mutator → replacement`, for the notes. */
export function missedLines(outcomes: readonly MutantOutcome[], relativeTo: (fileName: string) => string): string[] {
  return outcomes
    .filter((outcome) => outcome.status === 'Survived' || outcome.status === 'NoCoverage')
    .map((outcome) => {
      const replacement = outcome.replacement.replace(/\s+/g, ' ').slice(0, 80);
      return `${relativeTo(outcome.fileName)}:${outcome.location.start.line} ${outcome.status} ${outcome.mutatorName} → ${replacement}`;
    });
}
