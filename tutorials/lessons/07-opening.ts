import { movesNext } from '../goals';
import { defineLesson } from '../types';

export default defineLesson({
  id: 'opening',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'both-at-once', text: 'explain', position: {} },
    { kind: 'explain', id: 'first-done-moves-first', text: 'explain-2', position: {} },
    {
      kind: 'do',
      id: 'finish-first',
      text: 'do',
      position: {},
      goal: movesNext(),
      solution: [4],
      replies: [3],
      wrongTries: [
        { holes: [6], explanation: 'wrong-6' },
        { holes: [1], explanation: 'wrong-1' },
      ],
      success: 'success',
      hint: 'hint',
    },
    // Why the New game dialog offers a random side and Rematch swaps sides (RULES §3: South drops first in each tick).
    { kind: 'explain', id: 'south-edge', text: 'explain-3', position: {} },
    {
      kind: 'quiz',
      id: 'quiz',
      text: 'quiz',
      choices: [
        { text: 'quiz-a', explanation: 'quiz-a-why', correct: true },
        { text: 'quiz-b', explanation: 'quiz-b-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: 'The simultaneous opening',
      summary: 'Both players sow at once; whoever finishes first moves next.',
      explain:
        'The first turn is played by both players at the same time: each picks a hole, and both hands drop one seed per tick, South first, then North.',
      'explain-2': "Each hand follows the usual rules (store, relay, capture, mati). When both are done, the player who finished first takes the first ordinary turn.",
      do: 'North will start from their hole 3. Pick a hole that makes you finish first, so you move next.',
      'wrong-6': "From hole 6 your hand finishes after North's: North moves first.",
      'wrong-1': 'Hole 1 lands in your store: a fine opening, but you must choose again and the race goes on. Here, find the hole that finishes at once.',
      success: "Your seven seeds from hole 4 die in North's hole 3, which North had just emptied, while North's hand relays on for a long time: you move first.",
      hint: 'Count seven pits from each hole: where does North\'s hand leave an empty hole?',
      quiz: 'Both hands are done. Who takes the first ordinary turn?',
      'quiz-a': 'The one who finished first',
      'quiz-a-why': 'Yes: finishing first earns the first turn (on the same tick, South).',
      'quiz-b': 'The one with more seeds in store',
      'quiz-b-why': 'No: only the finishing time counts.',
      'explain-3':
        'South has a small edge. In every tick South\'s seed drops first, so when both hands finish in the same tick, South moves first. Between good players South wins more often, so a rematch swaps the sides.',
    },
  },
});
