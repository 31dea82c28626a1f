import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../electron/contract';
import { defaultsOf, DEFAULT_FORM, formFromInput, newGameInput, sideFor, type DefaultNames, type NewGameForm } from './new-game';

const names = (computer: string): DefaultNames => ({ you: 'You', south: 'South', north: 'North', computer });

describe('newGameInput', () => {
  it('defaults to congkak, you as South against level 3', () => {
    expect(newGameInput(DEFAULT_FORM, names('Computer'))).toEqual({
      rules: 'congkak',
      players: [
        { name: 'You', kind: 'human' },
        { name: 'Computer', kind: 'computer', level: 3 },
      ],
    });
  });

  it('puts the computer on the other side, and sends only the options that differ', () => {
    const form: NewGameForm = { ...DEFAULT_FORM, preset: 'kalah', options: { holes: 4 }, side: 1, yourName: 'Budi', level: 1 };
    expect(newGameInput(form, names('Computer (level 1)'))).toEqual({
      rules: { preset: 'kalah', holes: 4 },
      players: [
        { name: 'Computer (level 1)', kind: 'computer', level: 1 },
        { name: 'Budi', kind: 'human' },
      ],
    });
  });

  it('asks for a series until someone cannot fill a hole, or for a number of rounds, or a single round of a series preset', () => {
    expect(newGameInput({ ...DEFAULT_FORM, length: 'series-fill' }, names('C')).rules).toEqual({ preset: 'congkak', series: { end: 'cannot-fill' } });
    expect(newGameInput({ ...DEFAULT_FORM, length: 'series-rounds', rounds: 5 }, names('C')).rules).toEqual({ preset: 'congkak', series: { end: { rounds: 5 } } });
    expect(newGameInput({ ...DEFAULT_FORM, yourName: 'Ana', preset: 'dakon', length: 'single' }, names('C')).rules).toEqual({ preset: 'dakon', series: null });
    expect(newGameInput({ ...DEFAULT_FORM, preset: 'dakon', length: 'series-fill' }, names('C')).rules).toBe('dakon');
  });

  it("carries every custom option, BGA's two included", () => {
    const form: NewGameForm = {
      ...DEFAULT_FORM,
      options: { roundEnd: 'either-side-empty-now', leftovers: 'last-mover', storeLanding: 'end' },
      length: 'series-fill',
      seriesOptions: { remainder: 'partial', burnt: 'forfeit' },
    };
    expect(newGameInput(form, names('C')).rules).toEqual({
      preset: 'congkak',
      roundEnd: 'either-side-empty-now',
      leftovers: 'last-mover',
      storeLanding: 'end',
      series: { remainder: 'partial', burnt: 'forfeit', end: 'cannot-fill' },
    });
  });

  it('makes two human players for a game on one computer, an empty name standing for the side', () => {
    const input = newGameInput({ ...DEFAULT_FORM, opponent: 'hotseat', names: ['Ana', ' '] }, names('C'));
    expect(input.players).toEqual([
      { name: 'Ana', kind: 'human' },
      { name: 'North', kind: 'human' },
    ]);
  });
});

describe('side choice', () => {
  const never = () => {
    throw new Error('a chosen side draws nothing');
  };

  it('keeps South or North as chosen, drawing nothing', () => {
    expect(sideFor(0, never)).toBe(0);
    expect(sideFor(1, never)).toBe(1);
    expect(newGameInput({ ...DEFAULT_FORM, side: 1 }, names('Computer'), never).players[1].kind).toBe('human');
  });

  it('draws South below one half and North from it, so each side has even odds', () => {
    expect([0, 0.49, 0.5, 0.99].map((drawn) => sideFor('random', () => drawn))).toEqual([0, 0, 1, 1]);
  });

  it('puts you on the side drawn when the side is left to chance', () => {
    const form: NewGameForm = { ...DEFAULT_FORM, side: 'random', yourName: 'Ana' };
    expect(newGameInput(form, names('Computer'), () => 0.2).players.map((player) => player.name)).toEqual(['Ana', 'Computer']);
    expect(newGameInput(form, names('Computer'), () => 0.7).players.map((player) => player.name)).toEqual(['Computer', 'Ana']);
  });

  it('remembers a random side as random, whichever side was drawn, and a chosen side as that side', () => {
    const random: NewGameForm = { ...DEFAULT_FORM, side: 'random' };
    for (const drawn of [0.2, 0.7]) {
      const defaults = defaultsOf(random, newGameInput(random, names('Computer'), () => drawn));
      expect(defaults.randomSide).toBe(true);
      expect(formFromInput(defaults).side).toBe('random');
    }
    const north: NewGameForm = { ...DEFAULT_FORM, side: 1 };
    const defaults = defaultsOf(north, newGameInput(north, names('Computer')));
    expect(defaults).not.toHaveProperty('randomSide');
    expect(formFromInput(defaults).side).toBe(1);
  });

  it('does not remember a random side for two players on one computer', () => {
    const form: NewGameForm = { ...DEFAULT_FORM, opponent: 'hotseat', side: 'random' };
    expect(defaultsOf(form, newGameInput(form, names('Computer')))).not.toHaveProperty('randomSide');
  });
});

describe('formFromInput', () => {
  it('reads back every choice it made (the remembered defaults)', () => {
    const forms: NewGameForm[] = [
      { ...DEFAULT_FORM, yourName: 'Ana' },
      { ...DEFAULT_FORM, preset: 'kalah', options: { holes: 5, seeds: 3 }, side: 1, yourName: 'Budi', level: 6 },
      { ...DEFAULT_FORM, opponent: 'hotseat', names: ['Ana', 'Budi'], length: 'series-rounds', rounds: 4 },
      { ...DEFAULT_FORM, yourName: 'Ana', preset: 'dakon', length: 'single' },
      { ...DEFAULT_FORM, yourName: 'Ana', preset: 'dakon', length: 'series-fill', seriesOptions: { remainder: 'partial' }, options: { roundEnd: 'either-side-empty-now' } },
      { ...DEFAULT_FORM, yourName: 'Ana', preset: 'oware', options: { grandSlam: 'capture' } },
    ];
    for (const form of forms) expect(formFromInput(newGameInput(form, names('Computer')))).toEqual(form);
  });

  it('starts from the defaults when nothing is remembered', () => {
    expect(formFromInput(null)).toEqual(DEFAULT_FORM);
    // The settings' first default names its players in English: it reads as the form's own default, worded when the game starts.
    expect(formFromInput(DEFAULT_SETTINGS.newGameDefaults)).toEqual(DEFAULT_FORM);
    expect(newGameInput(DEFAULT_FORM, { you: 'Anda', south: 'Selatan', north: 'Utara', computer: 'Komputer (tahap 3)' }).players).toEqual([
      { name: 'Anda', kind: 'human' },
      { name: 'Komputer (tahap 3)', kind: 'computer', level: 3 },
    ]);
  });

  it('leaves the two-player names empty after a game against the computer', () => {
    const afterComputer = formFromInput(newGameInput({ ...DEFAULT_FORM, yourName: 'Ana' }, names('Computer (level 3)')));
    expect(afterComputer.names).toEqual(['', '']);
    expect(afterComputer.yourName).toBe('Ana');
  });
});
