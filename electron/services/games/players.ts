/** A player as the games table and the record format's SouthKind/NorthKind tags write it: a name and `human` or `computer:L`. */
import type { PlayerSpec } from '../../contract';

export function encodeKind(player: PlayerSpec): string {
  return player.kind === 'human' ? 'human' : `computer:${player.level}`;
}

export function decodePlayer(name: string, kind: string): PlayerSpec {
  const computer = /^computer:([1-6])$/.exec(kind);
  if (computer?.[1] === undefined) return { name, kind: 'human' };
  return { name, kind: 'computer', level: Number(computer[1]) as 1 | 2 | 3 | 4 | 5 | 6 };
}

/** The players' columns of a games row. */
export interface PlayerColumns {
  south_name: string;
  south_kind: string;
  north_name: string;
  north_kind: string;
}

/** [South, North] of a games row. */
export function decodePlayers(row: PlayerColumns): [PlayerSpec, PlayerSpec] {
  return [decodePlayer(row.south_name, row.south_kind), decodePlayer(row.north_name, row.north_kind)];
}
