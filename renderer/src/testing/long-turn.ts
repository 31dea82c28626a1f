// For tests: a recorded computer turn of 31 choices (30 store landings, 129
// relays: South's store 0 → 81), as long as the level-5 turns issue 30 saw
// jump to their end. Found from Congkak's start with the alternate opening by
// a search for a whole turn of exactly 31 choices.
import type { GameView } from '../../../electron/contract';
import { gameView, viewAfter } from './game-view-fixture';

export const LONG_TURN = { rules: { preset: 'congkak', opening: 'alternate' }, choices: [1, 2, 5, 2, 1, 5, 2, 2, 3, 4, 3, 1, 2, 3, 1, 2, 2, 6, 6, 7, 5, 3, 7, 6, 2, 5, 4, 7, 4, 7, 1] } as const;

/** The start (the computer, South, to move) and the session's view after each of its choices: thinking until the last. */
export function longTurnViews(): { start: GameView; choices: GameView[] } {
  const start = gameView(LONG_TURN.rules, ['computer', 'human'], { thinking: true });
  const choices: GameView[] = [];
  let view = start;
  for (const hole of LONG_TURN.choices) {
    const next = viewAfter(view, { hole });
    view = { ...next, thinking: next.state.toMove === 0 };
    choices.push(view);
  }
  return { start, choices };
}
