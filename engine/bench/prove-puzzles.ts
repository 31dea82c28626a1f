/**
 * Re-proves every puzzle of the bundled set (`npm run prove:puzzles`): each
 * must prove again to exactly its stored solutions, value and margin, with
 * the same themes and id. RATINGS=1 also measures each rating again (slower:
 * every level's tries are played). Prints each difference; exits 1 on any.
 * RATINGS=write measures them and writes the new ratings into the set (after
 * a level changes), leaving every other byte of the file as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { provePuzzle, puzzleId, puzzleRating, puzzleThemes, PUZZLE_SET } from '..';

const RATINGS = process.env['RATINGS'] === '1' || process.env['RATINGS'] === 'write';
const WRITE_RATINGS = process.env['RATINGS'] === 'write';
const SET_FILE = fileURLToPath(new URL('../puzzles/puzzle-set.json', import.meta.url));
/** Measured ratings that differ from the stored ones, by id. */
const remeasured = new Map<string, number>();

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
    const measured = RATINGS ? puzzleRating(proof.puzzle) : rating;
    if (measured !== rating) {
      if (WRITE_RATINGS) remeasured.set(id, measured);
      else problems.push(`rating measures ${measured}, stored ${rating}`);
    }
    if (JSON.stringify(puzzleThemes(proof.puzzle)) !== JSON.stringify(themes)) problems.push(`themes ${JSON.stringify(puzzleThemes(proof.puzzle))}, stored ${JSON.stringify(themes)}`);
  }
  if (puzzleId(puzzle.preset, puzzle.state, puzzle.goal) !== id) problems.push('its id is not its content hash');
  for (const problem of problems) console.error(`${id} (${puzzle.preset}, ${puzzle.goal}): ${problem}`);
  if (problems.length > 0) differences++;
}
if (remeasured.size > 0) {
  // One puzzle a line (make-puzzles' format): change only the rating on each changed line.
  const lines = readFileSync(SET_FILE, 'utf8').split('\n');
  const rewritten = lines.map((line) => {
    const id = /"id":"([0-9a-f]+)"/.exec(line)?.[1];
    const rating = id === undefined ? undefined : remeasured.get(id);
    return rating === undefined ? line : line.replace(/"rating":-?\d+/, `"rating":${rating}`);
  });
  writeFileSync(SET_FILE, rewritten.join('\n'));
  const shifts = [...remeasured].map(([id, rating]) => Math.abs(rating - PUZZLE_SET.find((puzzle) => puzzle.id === id)!.rating));
  console.log(`${remeasured.size} ratings rewritten, by ${Math.round(shifts.reduce((sum, shift) => sum + shift, 0) / shifts.length)} points on average`);
}
console.log(`${PUZZLE_SET.length} puzzles re-proven in ${((Date.now() - started) / 1000).toFixed(1)} s: ${differences === 0 ? 'all equal their stored proofs' : `${differences} differ`}`);
process.exitCode = differences === 0 ? 0 : 1;
