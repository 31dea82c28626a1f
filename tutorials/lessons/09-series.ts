import { lastSeedIn } from '../goals';
import { defineLesson } from '../types';

const SERIES = { preset: 'congkak', series: {} } as const;
// Round 2: South could not refill hole 6 (pit 5), which is burnt.
const BURNT_SIX = { rules: SERIES, pits: [0, 0, 1, 3, 3, 0, 0, 10, 1, 1, 1, 1, 1, 1, 1, 10], burnt: [5] };

export default defineLesson({
  id: 'series',
  rules: SERIES,
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'refilling', text: 'refill' },
    { kind: 'explain', id: 'burnt-holes', text: 'burnt', position: BURNT_SIX, highlight: [5] },
    {
      kind: 'do',
      id: 'sow-past-burnt',
      text: 'do',
      position: BURNT_SIX,
      goal: lastSeedIn('own-store'),
      solution: [4],
      wrongTries: [
        { holes: [5], explanation: 'wrong-5' },
        { holes: [3], explanation: 'wrong-3' },
      ],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'quiz',
      id: 'quiz',
      text: 'quiz',
      choices: [
        { text: 'quiz-a', explanation: 'quiz-a-why' },
        { text: 'quiz-b', explanation: 'quiz-b-why', correct: true },
      ],
    },
  ],
  messages: {
    en: {
      title: 'A series: refilling and burnt holes',
      summary: 'Play on with the seeds you won; holes you cannot fill are burnt.',
      refill:
        'In a series, after each round both players refill their holes from their store, seven seeds per hole, starting next to the store. Seeds that cannot make a full hole stay in the store.',
      burnt: "A hole left empty is burnt: sowing skips it and nobody can play it. Here your hole 6 is burnt. The series ends when a player cannot fill a single hole.",
      do: 'Your hole 6 is burnt. Land your last seed in your store.',
      'wrong-5': 'Hole 5 has three seeds, but the burnt hole 6 is skipped: hole 7, store, and one seed runs on to North.',
      'wrong-3': 'Hole 3 lands on your hole 4, which held seeds: a relay that runs far past your store.',
      success: 'Three seeds from hole 4: hole 5, (burnt hole 6 skipped), hole 7, store.',
      hint: 'Count the pits to your store without the burnt hole.',
      quiz: 'Your sowing reaches a burnt hole. What happens (standard rules)?',
      'quiz-a': 'A seed is dropped into it',
      'quiz-a-why': 'No: a burnt hole holds no seeds.',
      'quiz-b': 'It is skipped',
      'quiz-b-why': 'Yes: the seed goes into the next pit instead.',
    },
  },
});
