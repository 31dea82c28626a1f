import { firstLandingIs } from '../goals';
import { defineLesson } from '../types';

// Hole 3's four seeds end on your hole 7, which holds four: the relay sows on into North's row.
const FOLLOW = [0, 0, 4, 6, 0, 4, 4, 0, 0, 0, 0, 0, 0, 2, 0, 0];
// Hole 6: store, North's hole 1 (relay of two), hole 3 (relay of three), and the last seed dies in North's hole 6.
const CHAIN = [0, 0, 0, 0, 0, 3, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0];

export default defineLesson({
  id: 'relay',
  rules: 'congkak',
  teaches: ['relay'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-relay', 'learnt-follow'],
  steps: [
    { kind: 'explain', id: 'pick-up-and-go-on', text: 'explain', position: { pits: FOLLOW } },
    {
      kind: 'do',
      id: 'follow-a-relay',
      text: 'do',
      position: { pits: FOLLOW },
      previews: ['mati'],
      goal: firstLandingIs('relay'),
      solution: [3],
      wrongTries: [{ holes: [4], explanation: 'wrong-empty' }],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'predict',
      id: 'where-a-relay-ends',
      text: 'predict',
      position: { pits: CHAIN },
      previews: ['mati'],
      hole: 6,
      answer: 13,
      wrongTries: [
        { pit: 8, explanation: 'predict-wrong-first' },
        { pit: 10, explanation: 'predict-wrong-second' },
      ],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    { kind: 'drill', id: 'practice', text: 'drill', landing: 'relay', success: 'drill-success', hint: 'drill-hint' },
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
      title: 'Last seed in an occupied hole',
      summary: 'The relay: pick the seeds up and keep sowing.',
      explain:
        'If your last seed lands in a hole that already held seeds, on either side, you pick up everything in it, your seed included, and keep sowing from there. This is the relay.',
      do: 'Sow a hole whose last seed lands in an occupied hole, and follow the relay.',
      'wrong-empty': "Its last seed found an empty hole of North's: nothing to pick up, so the turn ended.",
      success: 'The last seed landed on seeds: you picked them all up, your seed included, and sowed on from there.',
      hint: "Look for a sowing that ends in a hole that is not empty: hole 3's four seeds reach your hole 7.",
      predict: 'Your hole 6 holds three seeds. Follow the relays: where will the last seed come to rest?',
      'predict-wrong-first': 'That is where the first sowing ends, but that hole held a seed: the relay carries on from there.',
      'predict-wrong-second': 'That hole held seeds too, so another relay starts there.',
      'predict-success': 'Each occupied hole started a relay, until the last seed found an empty hole.',
      'predict-hint': 'After each landing, ask: was that hole empty before? If not, pick up and go on.',
      drill: 'Practice: in each position, find a hole whose last seed lands in an occupied hole, so a relay starts.',
      'drill-success': 'The last seed landed on seeds, so the sowing went on from there.',
      'drill-hint': 'Count each hole to where its last seed falls, and look at what is already there.',
      quiz: "Your last seed lands in an occupied hole on North's side. What happens?",
      'quiz-a': 'You pick up its seeds and keep sowing',
      'quiz-a-why': "Yes: a relay happens on either side, North's included.",
      'quiz-b': 'Your turn ends',
      'quiz-b-why': 'Not in Congkak: that is Kalah, which has no relay. In Congkak the sowing goes on.',
      'quiz-c': 'Its seeds go to your store',
      'quiz-c-why': 'No: you take nothing there; you pick the seeds up and sow them on.',
      'learnt-relay': 'Last seed in an occupied hole, on either side: pick up everything there and sow on.',
      'learnt-follow': 'Follow each relay until the last seed rests in your store or an empty hole.',
    },
  },
});
