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
