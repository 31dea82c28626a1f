import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LEVEL_RATINGS, PRESETS } from '../../../../engine';
import { DEFAULT_FORM, formFromInput, newGameInput, type NewGameForm } from '../../lib/play/new-game';
import { countSentence, optionName, optionSentence, RULES_CHOICES, SERIES_CHOICES, valueLabel } from '../../lib/rules/rule-sentences';
import type { HostRequest } from '../../lib/network/lobby-requests';
import NewGameDialog from './NewGameDialog.svelte';
import { withLessonTexts } from '../../testing/lesson-texts';

function open(initial: NewGameForm = DEFAULT_FORM, orientation: 'south-bottom' | 'north-bottom' = 'south-bottom') {
  const onStart = vi.fn<(form: NewGameForm) => void>();
  render(NewGameDialog, { initial, orientation, onStart, onCancel: () => undefined });
  const dialog = screen.getByRole('dialog', { name: 'New game' });
  return { dialog: within(dialog), onStart };
}

async function choosePreset(dialog: ReturnType<typeof within>, name: RegExp): Promise<void> {
  await fireEvent.click(dialog.getByRole('radio', { name }));
}

/** The dialog shows each rating to the nearest 50. */
const nearest50 = (rating: number): number => Math.round(rating / 50) * 50;
const SERIES_RADIOS = ['A series, until someone cannot fill a hole', 'A series of a number of rounds'];

// Shown once the lessons' texts are loaded, as the app shows it.
beforeAll(withLessonTexts);

describe('New game dialog', () => {
  it('links each rule set to the lesson that teaches it, by the lesson\'s title', () => {
    const { dialog } = open();
    expect(dialog.getByRole('link', { name: 'Lesson: Kalah: how it differs' }).getAttribute('href')).toBe('#/lessons/kalah');
    expect(dialog.getByRole('link', { name: 'Lesson: Oware: how it differs' }).getAttribute('href')).toBe('#/lessons/oware');
  });

  it('starts with the focus on the chosen rules, not on the scrolling box around them', () => {
    const { dialog } = open({ ...DEFAULT_FORM, preset: 'kalah' });
    expect(document.activeElement).toBe(dialog.getByRole('radio', { name: /^Kalah/ }));
  });

  it('offers every option of the rules with a sentence that explains its value', async () => {
    const { dialog } = open();
    await fireEvent.click(dialog.getByText('Custom options'));
    const congkak = PRESETS.congkak;
    for (const option of ['holes', 'seeds'] as const) {
      expect(dialog.getByRole('spinbutton', { name: optionName(option), description: countSentence(option, congkak[option]) })).toBeTruthy();
    }
    for (const option of RULES_CHOICES.filter((choice) => choice !== 'grandSlam')) {
      const value = congkak[option];
      if (value === undefined) throw new Error(`congkak has no ${option}`);
      const select = dialog.getByRole('combobox', { name: optionName(option), description: optionSentence(option, value) });
      expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(valueLabel(option, value));
    }
  });

  it('explains the value chosen, and starts the game with it', async () => {
    const { dialog, onStart } = open();
    await fireEvent.click(dialog.getByText('Custom options'));
    const roundEnd = dialog.getByRole('combobox', { name: optionName('roundEnd') });
    await fireEvent.change(roundEnd, { target: { value: 'either-side-empty-now' } });
    expect(dialog.getByRole('combobox', { name: optionName('roundEnd'), description: optionSentence('roundEnd', 'either-side-empty-now') })).toBeTruthy();

    await fireEvent.click(dialog.getByRole('radio', { name: SERIES_RADIOS[0] }));
    const remainder = dialog.getByRole('combobox', { name: optionName('remainder') });
    await fireEvent.change(remainder, { target: { value: 'partial' } });
    await fireEvent.input(dialog.getByRole('spinbutton', { name: optionName('holes') }), { target: { value: '5' } });
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));

    expect(onStart).toHaveBeenCalledOnce();
    const form = onStart.mock.calls[0]?.[0];
    if (!form) throw new Error('no form');
    expect(newGameInput(form, { you: 'You', south: 'South', north: 'North', computer: 'Computer' }).rules).toEqual({
      preset: 'congkak',
      holes: 5,
      roundEnd: 'either-side-empty-now',
      series: { remainder: 'partial', end: 'cannot-fill' },
    });
  });

  it('starts Dakon with its series, and offers the series options', async () => {
    const { dialog, onStart } = open();
    await choosePreset(dialog, /^Dakon/);
    expect((dialog.getByRole('radio', { name: SERIES_RADIOS[0] }) as HTMLInputElement).checked).toBe(true);
    await fireEvent.click(dialog.getByText('Custom options'));
    for (const option of SERIES_CHOICES) expect(dialog.getByRole('combobox', { name: optionName(option) })).toBeTruthy();
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    const form = onStart.mock.calls[0]?.[0];
    if (!form) throw new Error('no form');
    expect(newGameInput(form, { you: 'You', south: 'South', north: 'North', computer: 'Computer' }).rules).toBe('dakon');
  });

  it.each([[/^Kalah/], [/^Oware/]])('offers %s no series', async (preset) => {
    const { dialog } = open({ ...DEFAULT_FORM, length: 'series-fill' });
    await choosePreset(dialog, preset);
    for (const name of SERIES_RADIOS) expect(dialog.queryByRole('radio', { name })).toBeNull();
    expect(dialog.queryByRole('group', { name: 'Length' })).toBeNull();
  });

  it('does not offer a value the engine refuses with the other choices (a simultaneous opening in Kalah)', async () => {
    const { dialog } = open();
    await choosePreset(dialog, /^Kalah/);
    await fireEvent.click(dialog.getByText('Custom options'));
    const opening = dialog.getByRole('combobox', { name: optionName('opening') });
    const option = (value: 'simultaneous' | 'alternate') => within(opening).getByRole('option', { name: valueLabel('opening', value) }) as HTMLOptionElement;
    expect([option('simultaneous').disabled, option('alternate').disabled]).toEqual([true, false]);
  });

  it("shows Oware its own options: the grand slam, and none of the Congkak turn's", async () => {
    const { dialog } = open();
    await choosePreset(dialog, /^Oware/);
    await fireEvent.click(dialog.getByText('Custom options'));
    expect(dialog.getByRole('combobox', { name: optionName('grandSlam'), description: optionSentence('grandSlam', 'no-capture') })).toBeTruthy();
    for (const option of ['relay', 'opening', 'roundEnd'] as const) expect(dialog.queryByRole('combobox', { name: optionName(option) })).toBeNull();
  });

  it('says why the engine refuses the rules, and does not start them', async () => {
    const { dialog, onStart } = open();
    await fireEvent.click(dialog.getByText('Custom options'));
    await fireEvent.input(dialog.getByRole('spinbutton', { name: optionName('holes') }), { target: { value: '16' } });
    expect(dialog.getByRole('alert').textContent).toBe('These rules do not work: holes must be an integer from 3 to 15');
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    expect(onStart).not.toHaveBeenCalled();
  });

  it('leaves the two-player names empty after a computer game, each field saying its side', async () => {
    const afterComputer = formFromInput(newGameInput({ ...DEFAULT_FORM, yourName: 'Ana' }, { you: 'You', south: 'South', north: 'North', computer: 'Computer (level 3)' }));
    const { dialog, onStart } = open(afterComputer);
    await fireEvent.click(dialog.getByRole('radio', { name: 'Two players on this computer' }));
    const south = dialog.getByRole('textbox', { name: 'South player (bottom row)' }) as HTMLInputElement;
    const north = dialog.getByRole('textbox', { name: 'North player (top row)' }) as HTMLInputElement;
    expect([south.value, north.value]).toEqual(['', '']);
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    const form = onStart.mock.calls[0]?.[0];
    if (!form) throw new Error('no form');
    expect(newGameInput(form, { you: 'You', south: 'South', north: 'North', computer: 'Computer' }).players.map((player) => player.name)).toEqual(['South', 'North']);
  });

  it("names each level with its rating in the chosen rules' family, and describes how it plays", async () => {
    const { dialog } = open();
    const levels = within(dialog.getByRole('group', { name: 'Level (1 easy – 6 strongest)' }));
    const about = (level: number) => document.getElementById(`new-game-level-${level}-about`)?.textContent;
    for (const level of [1, 2, 3, 4, 5, 6] as const) {
      expect(about(level)).toMatch(/\w+/);
      expect(levels.getByRole('radio', { name: `Level ${level} · about ${nearest50(LEVEL_RATINGS.congkak[level])}`, description: about(level) ?? '' })).toBeTruthy();
    }
    expect(about(3)).toBe('Looks at your reply, but misses the captures you set up across the board.');
    await choosePreset(dialog, /^Oware/);
    expect(levels.getByRole('radio', { name: `Level 6 · about ${nearest50(LEVEL_RATINGS.oware[6])}` })).toBeTruthy();
  });

  it("shows only the chosen level's line, and starts at the level chosen", async () => {
    const { dialog, onStart } = open();
    const shownLines = () => [...document.querySelectorAll<HTMLElement>('.level-about')].filter((line) => !line.hidden).map((line) => line.textContent);
    expect(shownLines()).toEqual(['Looks at your reply, but misses the captures you set up across the board.']);
    await fireEvent.click(dialog.getByRole('radio', { name: /^Level 5 / }));
    expect(shownLines()).toEqual(['Reads far ahead, with small slips.']);
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]?.[0].level).toBe(5);
  });

  it('offers South, North or a random side against the computer, and starts with the one chosen', async () => {
    const { dialog, onStart } = open();
    const side = within(dialog.getByRole('group', { name: 'Your side' }));
    expect(side.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', 'random']);
    await fireEvent.click(side.getByRole('radio', { name: 'Random' }));
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]?.[0].side).toBe('random');
  });

  it('shows a remembered random side as chosen', () => {
    const { dialog } = open({ ...DEFAULT_FORM, side: 'random' });
    expect((dialog.getByRole('radio', { name: 'Random' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says which row each side sits on when North is drawn at the bottom', async () => {
    const { dialog } = open({ ...DEFAULT_FORM, opponent: 'hotseat' }, 'north-bottom');
    expect(dialog.getByRole('textbox', { name: 'North player (bottom row)' })).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'South player (top row)' })).toBeTruthy();
  });
});

describe('New game dialog: a friend on another computer', () => {
  function openForNetwork(initial: NewGameForm = DEFAULT_FORM) {
    const onStart = vi.fn<(form: NewGameForm) => void>();
    const onHost = vi.fn<(request: HostRequest) => void>();
    render(NewGameDialog, { initial, onStart, onHost, onCancel: () => undefined });
    return { dialog: within(screen.getByRole('dialog', { name: 'New game' })), onStart, onHost };
  }

  it('offers a third opponent, explained, with only the player\'s own name and side; Start hosts it', async () => {
    const { dialog, onStart, onHost } = openForNetwork({ ...DEFAULT_FORM, preset: 'kalah', yourName: '' });
    const network = dialog.getByRole('radio', { name: 'A friend on another computer' });
    expect(network.getAttribute('aria-describedby')).toBe('new-game-network-about');
    await fireEvent.click(network);
    expect(dialog.getByText(/^Your friend joins from Congkak on their own computer/)).toBeTruthy();
    // No level, no second name.
    expect(dialog.queryByRole('group', { name: /^Level/ })).toBeNull();
    expect(dialog.queryByRole('group', { name: 'Players' })).toBeNull();
    // The friend sees the host's name: Start without one says so.
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    expect(dialog.getByRole('alert').textContent).toBe('Type your name: your friend sees it.');
    expect(onHost).not.toHaveBeenCalled();
    await fireEvent.input(dialog.getByRole('textbox', { name: 'Your name' }), { target: { value: ' Ana ' } });
    await fireEvent.click(dialog.getByRole('radio', { name: /^North/ }));
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    expect(onHost).toHaveBeenCalledOnce();
    const request = onHost.mock.calls[0]![0];
    expect(request.input).toEqual({ rules: 'kalah', name: 'Ana', side: 1 });
    expect(request.shown).toMatchObject({ preset: 'kalah', rules: { game: 'kalah' } });
    expect(onStart).not.toHaveBeenCalled();
  });

  it('still starts a game against the computer or on this computer as before', async () => {
    const { dialog, onStart, onHost } = openForNetwork();
    await fireEvent.click(dialog.getByRole('radio', { name: 'A friend on another computer' }));
    await fireEvent.click(dialog.getByRole('radio', { name: 'Two players on this computer' }));
    await fireEvent.click(dialog.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]![0].opponent).toBe('hotseat');
    expect(onHost).not.toHaveBeenCalled();
  });
});
