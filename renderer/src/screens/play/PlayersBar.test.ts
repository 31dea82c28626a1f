import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { newGame, type PresetName } from '../../../../engine';
import type { Orientation } from '../../components/board/layout';
import PlayersBar from './PlayersBar.svelte';

const PLAYERS = [
  { name: 'Ana', kind: 'human' },
  { name: 'Budi', kind: 'human' },
] as const;

/** The pills' texts, left to right. */
function pills(preset: PresetName, orientation: Orientation): string[] {
  const started = newGame(preset);
  if (!started.ok) throw new Error(started.error.message);
  const { rules } = started.value;
  // Different stores, so each pill's number shows whose store it reads.
  const pits = started.value.pits.map((seeds, pit) => (pit === rules.holes ? 11 : pit === 2 * rules.holes + 1 ? 22 : seeds));
  const state = { ...started.value, pits };
  const { container } = render(PlayersBar, { game: { players: [...PLAYERS], rules, state }, due: [0], orientation });
  return Array.from(container.querySelectorAll('.player')).map((pill) => pill.textContent ?? '');
}

describe('PlayersBar', () => {
  it('puts each player at the end of the board where their store is, as the board writes their name', () => {
    // Congkak sows clockwise: South's store is at the left with South at the bottom.
    expect(pills('congkak', 'south-bottom')).toEqual(['Ana · 11', 'Budi · 22']);
    // Kalah sows the other way: its board is the mirror image, North's store at the left.
    expect(pills('kalah', 'south-bottom')).toEqual(['Budi · 22', 'Ana · 11']);
    // "North at the bottom" turns the board half a turn.
    expect(pills('kalah', 'north-bottom')).toEqual(['Ana · 11', 'Budi · 22']);
    expect(pills('congkak', 'north-bottom')).toEqual(['Budi · 22', 'Ana · 11']);
  });

  it('rings the player whose choice is due wherever their pill is', () => {
    const started = newGame('kalah');
    if (!started.ok) throw new Error(started.error.message);
    const { container } = render(PlayersBar, { game: { players: [...PLAYERS], rules: started.value.rules, state: started.value }, due: [0], orientation: 'south-bottom' });
    const [left, right] = Array.from(container.querySelectorAll('.player'));
    expect([left?.classList.contains('active'), right?.classList.contains('active')]).toEqual([false, true]);
    expect(right?.textContent).toContain('Ana');
  });
});
