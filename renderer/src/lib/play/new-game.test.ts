import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, formFromInput, newGameInput, type NewGameForm } from './new-game';

describe('newGameInput', () => {
  it('defaults to congkak, you as South against level 3', () => {
    expect(newGameInput(DEFAULT_FORM, 'Computer')).toEqual({
      rules: 'congkak',
      players: [
        { name: 'You', kind: 'human' },
        { name: 'Computer', kind: 'computer', level: 3 },
      ],
    });
  });

  it('puts the computer on the other side, and sends only the options that differ', () => {
    const form: NewGameForm = { ...DEFAULT_FORM, preset: 'kalah', holes: 4, side: 1, names: ['x', 'Budi'], level: 1 };
    expect(newGameInput(form, 'Computer (level 1)')).toEqual({
      rules: { preset: 'kalah', holes: 4 },
      players: [
        { name: 'Computer (level 1)', kind: 'computer', level: 1 },
        { name: 'Budi', kind: 'human' },
      ],
    });
  });

  it('asks for a series until someone cannot fill a hole, or for a number of rounds, or a single round of a series preset', () => {
    expect(newGameInput({ ...DEFAULT_FORM, length: 'series-fill' }, 'C').rules).toEqual({ preset: 'congkak', series: { end: 'cannot-fill' } });
    expect(newGameInput({ ...DEFAULT_FORM, length: 'series-rounds', rounds: 5 }, 'C').rules).toEqual({ preset: 'congkak', series: { end: { rounds: 5 } } });
    expect(newGameInput({ ...DEFAULT_FORM, preset: 'dakon', length: 'single' }, 'C').rules).toEqual({ preset: 'dakon', series: null });
    expect(newGameInput({ ...DEFAULT_FORM, preset: 'dakon', length: 'series-fill' }, 'C').rules).toBe('dakon');
  });

  it('makes two human players for a game on one computer', () => {
    const input = newGameInput({ ...DEFAULT_FORM, opponent: 'hotseat', names: ['Ana', ' '] }, 'C');
    expect(input.players).toEqual([
      { name: 'Ana', kind: 'human' },
      { name: 'North', kind: 'human' },
    ]);
  });
});

describe('formFromInput', () => {
  it('reads back every choice it made (the remembered defaults)', () => {
    const forms: NewGameForm[] = [
      DEFAULT_FORM,
      { ...DEFAULT_FORM, preset: 'kalah', holes: 5, seeds: 3, side: 1, names: ['Computer', 'Budi'], level: 6 },
      { ...DEFAULT_FORM, opponent: 'hotseat', names: ['Ana', 'Budi'], length: 'series-rounds', rounds: 4 },
      { ...DEFAULT_FORM, preset: 'dakon', length: 'single' },
    ];
    for (const form of forms) expect(formFromInput(newGameInput(form, 'Computer'))).toEqual(form);
  });

  it('starts from the defaults when nothing is remembered', () => {
    expect(formFromInput(null)).toEqual(DEFAULT_FORM);
  });
});
