import { and, finishedFirst, sameTickFinish } from '../goals';
import { defineLesson } from '../types';

export default defineLesson({
  id: 'opening',
  rules: 'congkak',
  teaches: ['opening'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-race', 'learnt-first'],
  steps: [
    // Your hole 3 against North's hole 6: your hand dies at tick 17, North's sows on until tick 64.
    { kind: 'explain', id: 'both-at-once', text: 'explain', position: {}, demo: { holes: [3], replies: [6], shows: finishedFirst() } },
    { kind: 'explain', id: 'first-done-moves-first', text: 'explain-2', position: {} },
    {
      kind: 'do',
      id: 'finish-first',
      text: 'do',
      position: {},
      goal: finishedFirst(),
      solution: [4],
      replies: [3],
      wrongTries: [
        { holes: [6], explanation: 'wrong-outrun' },
        { holes: [2], explanation: 'wrong-north-died' },
      ],
      success: 'success',
      hint: 'hint',
    },
    // RULES §3: South's seed drops first in each tick, so a tie goes to South (why a rematch swaps sides).
    { kind: 'explain', id: 'south-edge', text: 'explain-3', position: {}, demo: { holes: [6], replies: [2], shows: and(sameTickFinish(), finishedFirst()) } },
    {
      kind: 'quiz',
      id: 'quiz',
      text: 'quiz',
      choices: [
        { text: 'quiz-a', explanation: 'quiz-a-why', correct: true },
        { text: 'quiz-b', explanation: 'quiz-b-why' },
        { text: 'quiz-c', explanation: 'quiz-c-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: 'The simultaneous opening',
      summary: 'Both players sow at once; whoever finishes first moves next.',
      explain:
        'The first turn is played by both players at the same time: each picks a hole, and both hands drop one seed per tick, South first, then North. Watch your hole 3 race North\'s hole 6, tick by tick.',
      'explain-2': 'Each hand follows the usual rules (store, relay, capture, mati). When both are done, the player who finished first takes the first ordinary turn.',
      do: 'North will start from their hole 3. Pick a hole that makes your hand finish first, so you move next.',
      'wrong-outrun': "North's hand finished while yours was still sowing: North moves first.",
      'wrong-north-died': "North's hand died early, while yours sowed on: North moves first.",
      success: "Your last seed died in the hole North had just emptied, while North's hand sowed on and on.",
      hint: "Count seven pits from each hole: which of them ends in the hole North has just emptied?",
      'explain-3':
        "Watch your hole 6 against North's hole 2: both hands finish in the very same tick, and you move first all the same. In every tick South's seed drops first, so South's hand is done first. That is South's small edge, and why a rematch swaps the sides.",
      quiz: 'Both hands are done. Who takes the first ordinary turn?',
      'quiz-a': 'The one who finished first',
      'quiz-a-why': 'Yes: finishing first earns the first turn (in the same tick, South).',
      'quiz-b': 'The one with more seeds in store',
      'quiz-b-why': 'No: only the finishing time counts.',
      'quiz-c': 'North, always',
      'quiz-c-why': 'No: whoever finishes first moves first, and a tie goes to South.',
      'learnt-race': 'In the opening both hands sow at once, one seed per tick each, South first.',
      'learnt-first': 'Whoever finishes first takes the first ordinary turn; in the same tick, South.',
    },
  },
});
