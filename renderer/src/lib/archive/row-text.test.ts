import { describe, expect, it } from 'vitest';
import type { ArchiveRow, PlayerSpec } from '../../../../electron/contract';
import { t } from '../../i18n';
import { hintsLabel, playedAt, playerLabel, presetLabel, resultLabel } from './row-text';

const ANA: PlayerSpec = { name: 'Ana', kind: 'human' };
const BUDI: PlayerSpec = { name: 'Budi', kind: 'human' };
const APP_COMPUTER: PlayerSpec = { name: 'Computer (level 3)', kind: 'computer', level: 3 };

function row(overrides: Partial<ArchiveRow>): ArchiveRow {
  return {
    id: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    preset: 'kalah',
    event: '',
    players: [ANA, BUDI],
    viewpoint: 0,
    status: 'finished',
    outcome: { termination: 'normal', winner: 1, stores: [7, 41] },
    stores: [7, 41],
    moveCount: 30,
    tags: [],
    favourite: false,
    hasComments: false,
    hints: 0,
    ...overrides,
  };
}

describe('the words of an archive row', () => {
  it('counts the hints asked for, and says nothing without any', () => {
    expect(hintsLabel(t, row({}))).toBeNull();
    expect(hintsLabel(t, row({ hints: 1 }))).toBe('1 hint');
    expect(hintsLabel(t, row({ hints: 3 }))).toBe('3 hints');
  });

  it('names a rule set as the New game dialog does', () => {
    expect(presetLabel(t, 'congkak-malay')).toBe('Congkak (Malay)');
    expect(presetLabel(t, 'congkak-mw')).toBe('Congkak (Mancala World)');
  });

  it('says a computer’s level once, whether its name holds it or not', () => {
    expect(playerLabel(t, APP_COMPUTER)).toBe('Computer (level 3)');
    expect(playerLabel(t, { name: 'Computer', kind: 'computer', level: 5 })).toBe('Computer (level 5)');
    // A name holding another number is not taken for the level.
    expect(playerLabel(t, { name: 'Bot (v2)', kind: 'computer', level: 4 })).toBe('Bot (v2) (level 4)');
    expect(playerLabel(t, ANA)).toBe('Ana');
  });

  it('names the winner of a game between two people, the winner’s store first', () => {
    expect(resultLabel(t, row({}))).toBe('Budi won 41–7');
    const southWon = row({ outcome: { termination: 'normal', winner: 0, stores: [30, 18] }, stores: [30, 18] });
    expect(resultLabel(t, southWon)).toBe('Ana won 30–18');
  });

  it('sees a game against the computer from the person’s side, their store first', () => {
    const lost = row({ players: [APP_COMPUTER, ANA], viewpoint: 1, outcome: { termination: 'normal', winner: 0, stores: [41, 7] }, stores: [41, 7] });
    expect(resultLabel(t, lost)).toBe('Lost 7–41');
    expect(resultLabel(t, { ...lost, outcome: { termination: 'normal', winner: 1, stores: [7, 41] }, stores: [7, 41] })).toBe('Won 41–7');
  });

  it('says a draw, an unfinished and an abandoned game', () => {
    expect(resultLabel(t, row({ outcome: { termination: 'normal', winner: null, stores: [24, 24] }, stores: [24, 24] }))).toBe('Draw 24–24');
    expect(resultLabel(t, row({ status: 'active', outcome: null }))).toBe('Unfinished');
    expect(resultLabel(t, row({ status: 'abandoned', outcome: null }))).toBe('Abandoned');
  });
});

describe('when a game was played', () => {
  it('has a time when played here, a day only when an imported record dated it', () => {
    expect(playedAt('2026-01-01T10:42:07.123Z')).toEqual({ date: new Date('2026-01-01T10:42:07.123Z'), dayOnly: false });
    expect(playedAt('2025-03-01T00:00:00.000Z')).toEqual({ date: new Date('2025-03-01T00:00:00.000Z'), dayOnly: true });
  });
});
