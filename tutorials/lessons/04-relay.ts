import { relays } from '../goals';
import { defineLesson } from '../types';

export default defineLesson({
  id: 'relay',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'pick-up-and-go-on', text: 'explain', position: { pits: [0, 0, 1, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0, 1, 0] }, highlight: [8] },
    {
      kind: 'do',
      id: 'follow-a-relay',
      text: 'do',
      position: { pits: [0, 0, 1, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0, 1, 0] },
      goal: relays(1),
      solution: [7],
      wrongTries: [{ holes: [3], explanation: 'wrong-3' }],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'predict',
      id: 'where-a-relay-ends',
      text: 'predict',
      position: { pits: [0, 0, 0, 0, 0, 3, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0] },
      hole: 6,
      answer: 13,
      wrongTries: [
        { pit: 8, explanation: 'predict-wrong-8' },
        { pit: 10, explanation: 'predict-wrong-10' },
      ],
      success: 'predict-success',
      hint: 'predict-hint',
    },
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
      title: 'Last seed in an occupied hole',
      summary: 'The relay: pick the seeds up and keep sowing.',
      explain:
        'If your last seed lands in a hole that already held seeds, on either side, you pick up everything in it, your seed included, and keep sowing from there. This is the relay.',
      do: "Sow a hole whose last seed lands on an occupied hole, and follow the relay.",
      'wrong-3': 'Hole 3 has one seed, and it lands in your empty hole 4: no relay there (that is a capture, the next lesson).',
      success: "Hole 7's two seeds: your store, then North's hole 1, which held two. You picked up three and sowed on until an empty hole.",
      hint: "Look for a sowing that ends in a hole that is not empty.",
      predict: 'Your hole 6 holds three seeds. Follow the relays: where will the last seed come to rest?',
      'predict-wrong-8': "That is where the first sowing ends, but North's hole 1 held a seed: the relay carries on from there.",
      'predict-wrong-10': 'North\'s hole 3 held seeds too, so a second relay starts there.',
      'predict-success': "Right: store, North's hole 1 (relay of two), hole 3 (relay of three), and the last seed dies in the empty hole 6.",
      'predict-hint': 'After each landing, ask: was that hole empty before? If not, pick up and go on.',
      quiz: 'Your last seed lands in an occupied hole on North\'s side. What happens?',
      'quiz-a': 'You pick up its seeds and keep sowing',
      'quiz-a-why': "Yes: a relay happens on either side, North's included.",
      'quiz-b': 'Your turn ends',
      'quiz-b-why': 'Not in Congkak: that is Kalah, which has no relay. In Congkak the sowing goes on.',
    },
  },
});
