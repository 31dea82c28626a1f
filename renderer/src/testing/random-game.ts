// For tests: games played by a seeded random chooser through the real engine,
// so the replay viewer's modules are tested on openings, relays, store
// landings and rounds without hand-written move lists.
import { legalMoves, newGame, play, type Move, type PresetName, type Rules } from '../../../engine';

export function randomGame(preset: PresetName, seed: number, maxMoves = 400): { rules: Rules; moves: Move[] } {
  const started = newGame(preset);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  let random = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: deterministic and good enough to pick moves.
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) / 2 ** 32;
  };
  const moves: Move[] = [];
  while (state.phase !== 'over' && moves.length < maxMoves) {
    const legal = legalMoves(state);
    const move = legal[Math.floor(next() * legal.length)];
    if (move === undefined) break;
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    moves.push(move);
    state = played.value.state;
  }
  return { rules: state.rules, moves };
}
