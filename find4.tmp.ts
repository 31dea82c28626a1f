import { legalMoves, newGame, play, type GameState, type Move, type EngineEvent } from './engine';
const s0 = newGame({ preset: 'congkak', opening: 'alternate' } as never); if (!s0.ok) throw 1;
let budget = 200000;
function find(s: GameState, chain: Move[]): Move[] | null {
  if (budget-- <= 0) return null;
  for (const m of legalMoves(s)) {
    const r = play(s, m); if (!r.ok) continue;
    const goesOn = r.value.state.toMove === s.toMove && r.value.state.phase === 'play';
    const c = [...chain, m];
    if (!goesOn && c.length === 31) return c;
    if (goesOn && c.length < 31) { const f = find(r.value.state, c); if (f) return f; }
  }
  return null;
}
const chain = find(s0.value, [])!;
let s = s0.value; const steps: { events: EngineEvent[] }[] = [];
let relays = 0;
for (const m of chain) { const r = play(s, m); if (!r.ok) throw 2; steps.push({ events: r.value.events }); relays += r.value.events.filter(e => e.type === 'relay').length; s = r.value.state; }
console.error(chain.length, 'relays', relays, 'stores', s.pits[7], s.pits[15], 'events', steps.reduce((a, b) => a + b.events.length, 0));
console.log(JSON.stringify({ rules: { preset: 'congkak', opening: 'alternate' }, choices: chain.map((m) => (m as { hole: number }).hole) }));
