import { legalMoves, newGame, play, type GameState, type Move } from './engine';
let best = 0;
function longest(s: GameState, depth: number, budget: { n: number }): Move[] {
  if (budget.n-- <= 0 || depth > 40) return [];
  let bestChain: Move[] = [];
  const mover = s.toMove;
  for (const m of legalMoves(s)) {
    const r = play(s, m); if (!r.ok) continue;
    const goesOn = r.value.state.toMove === mover && r.value.state.phase === 'play' && r.value.state.round === s.round;
    const chain = [m, ...(goesOn ? longest(r.value.state, depth + 1, budget) : [])];
    if (chain.length > bestChain.length) bestChain = chain;
  }
  return bestChain;
}
let x = 12345;
for (let g = 0; g < 400; g++) {
  const s0 = newGame({ preset: 'congkak', opening: 'alternate' } as never); if (!s0.ok) throw 1;
  let s = s0.value; const moves: Move[] = [];
  for (let i = 0; i < 300 && s.phase === 'play'; i++) {
    const chain = longest(s, 0, { n: 20000 });
    if (chain.length > best) { best = chain.length; console.log(best, JSON.stringify({ moves, chain })); }
    if (best >= 31) process.exit(0);
    const legal = legalMoves(s); x = (x * 1103515245 + 12345) >>> 0;
    const r = play(s, legal[x % legal.length]!); if (!r.ok) throw 2; moves.push(legal[x % legal.length]!); s = r.value.state;
  }
}
