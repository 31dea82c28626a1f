/// <reference types="vite/client" />
import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import ScreenFrame from '../ScreenFrame.svelte';
import Pit from '../board/Pit.svelte';
import pitSource from '../board/Pit.svelte?raw';
import screenFrameSource from '../ScreenFrame.svelte?raw';
import replaySource from '../../screens/Replay.svelte?raw';
import Icon from './Icon.svelte';
import { ICON_NAMES } from './icons';

// Arrows, media controls, shapes, stars, dingbats and emoji: the glyphs some
// systems' fonts lack, drawn there as empty boxes.
const ICON_GLYPHS = /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf]|\p{Extended_Pictographic}/u;

describe('Icon', () => {
  it.each(ICON_NAMES)('draws %s as an SVG path hidden from screen readers', (name) => {
    const { container } = render(Icon, { name });
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]/);
  });

  it('gives every icon its own drawing', () => {
    const drawings = ICON_NAMES.map((name) => render(Icon, { name }).container.querySelector('path')?.getAttribute('d'));
    expect(new Set(drawings).size).toBe(ICON_NAMES.length);
  });
});

describe('no font glyphs for icons', () => {
  it.each([
    ['Pit.svelte', pitSource],
    ['ScreenFrame.svelte', screenFrameSource],
    ['Replay.svelte', replaySource],
  ])('%s writes none', (_, source) => {
    expect(source).not.toMatch(ICON_GLYPHS);
  });

  it('draws the hand over a pit and the Back arrow as icons, the words kept for screen readers', () => {
    const pit = render(Pit, { pit: 2, seeds: 3, label: 'South hole 3, 3 seeds', hand: 4, handLabel: 'North hand, 4 seeds' });
    expect(pit.container.querySelector('.hand svg[data-icon="hand"]')).toBeTruthy();
    expect(pit.container.textContent).not.toMatch(ICON_GLYPHS);

    const frame = render(ScreenFrame, { title: 'Play', onBack: () => undefined });
    const back = frame.getByRole('button', { name: 'Back' });
    expect(back.querySelector('svg[data-icon="back"]')).toBeTruthy();
    expect(back.textContent).not.toMatch(ICON_GLYPHS);
  });
});
