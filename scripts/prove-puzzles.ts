/**
 * Re-proves every puzzle of the bundled set (`npm run prove:puzzles`): each
 * must prove again to exactly its stored solutions, value and margin, with
 * the same themes and id. RATINGS=1 also measures each rating again (slower:
 * every level's tries are played). Prints each difference; exits 1 on any.
 */
import { provePuzzle, puzzleId, puzzleRating, puzzleThemes, PUZZLE_SET } from '../engine';

const RATINGS = process.env['RATINGS'] === '1';

let differences = 0;
const started = Date.now();
for (const puzzle of PUZZLE_SET) {
  const proof = provePuzzle(puzzle.state, puzzle.goal);
  const { id, themes, rating, ...stored } = puzzle;
  const problems: string[] = [];
  if (!proof.ok) problems.push(`refused: ${proof.refusal.reason} (${proof.refusal.message})`);
  else {
    for (const field of Object.keys(stored) as (keyof typeof stored)[]) {
      const [found, kept] = [JSON.stringify(proof.puzzle[field]), JSON.stringify(stored[field])];
      if (found !== kept) problems.push(`${field} proves to ${found}, stored ${kept}`);
    }
    if (RATINGS && puzzleRating(proof.puzzle) !== rating) problems.push(`rating measures ${puzzleRating(proof.puzzle)}, stored ${rating}`);
    if (JSON.stringify(puzzleThemes(proof.puzzle)) !== JSON.stringify(themes)) problems.push(`themes ${JSON.stringify(puzzleThemes(proof.puzzle))}, stored ${JSON.stringify(themes)}`);
  }
  if (puzzleId(puzzle.preset, puzzle.state, puzzle.goal) !== id) problems.push('its id is not its content hash');
  for (const problem of problems) console.error(`${id} (${puzzle.preset}, ${puzzle.goal}): ${problem}`);
  if (problems.length > 0) differences++;
}
console.log(`${PUZZLE_SET.length} puzzles re-proven in ${((Date.now() - started) / 1000).toFixed(1)} s: ${differences === 0 ? 'all equal their stored proofs' : `${differences} differ`}`);
process.exitCode = differences === 0 ? 0 : 1;
