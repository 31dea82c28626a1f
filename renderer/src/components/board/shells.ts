// Where the shells lie in a hole: a fixed scatter (the same seed always lies in
// the same place, so a hole does not reshuffle on every drop), filling from the
// middle outwards. Positions are fractions of the pit's box.
interface ShellSpot {
  x: number;
  y: number;
  /** Degrees. */
  angle: number;
}

/** Beyond this many, more shells add nothing to see: the count says the rest. */
const MAX_SHELLS_DRAWN = 24;

function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

export function shellSpots(pit: number, count: number, elongated = false): ShellSpot[] {
  const drawn = Math.min(count, elongated ? MAX_SHELLS_DRAWN * 2 : MAX_SHELLS_DRAWN);
  const spots: ShellSpot[] = [];
  for (let i = 0; i < drawn; i++) {
    // A sunflower spiral keeps shells apart; a little jitter makes it look poured, not placed.
    const radius = 0.36 * Math.sqrt((i + 0.5) / Math.max(drawn, 6));
    const turn = i * 2.39996 + hash(pit, i) * 0.5;
    const stretchY = elongated ? 2.6 : 1;
    spots.push({
      x: 0.5 + radius * Math.cos(turn),
      y: 0.5 + Math.max(-0.45, Math.min(0.45, radius * stretchY * Math.sin(turn))),
      angle: Math.round(hash(i, pit) * 360),
    });
  }
  return spots;
}
