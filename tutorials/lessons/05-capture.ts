import { capturedAtLeast } from '../goals';
import { defineLesson } from '../types';

// Hole 5's one seed drops into the empty hole 6, across from North's eight: nine to the store.
// Hole 2 captures less, hole 7 relays the pile away, hole 1 relays and dies on North's row.
const PILE = [4, 2, 0, 0, 1, 0, 3, 0, 2, 8, 0, 2, 2, 0, 0, 0];
// Hole 2's four seeds end in the empty hole 6, across from three.
const WHERE = [0, 4, 2, 5, 3, 0, 0, 0, 0, 3, 3, 2, 0, 1, 2, 0];
const LAP = { rules: 'congkak-malay', pits: [1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 5, 0, 0, 0, 1, 0] } as const;

export default defineLesson({
  id: 'capture',
  rules: 'congkak',
  teaches: ['capture'],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-capture', 'learnt-lap'],
  steps: [
    { kind: 'explain', id: 'mati-bela', text: 'explain', position: { pits: PILE }, highlight: [9] },
    {
      kind: 'do',
      id: 'capture-eight',
      text: 'do',
      position: { pits: PILE },
      previews: ['mati'],
      goal: capturedAtLeast(8),
      solution: [5],
      wrongTries: [
        { holes: [2], explanation: 'wrong-small' },
        { holes: [7], explanation: 'wrong-relay' },
      ],
      success: 'success',
      hint: 'hint',
    },
    {
      kind: 'predict',
      id: 'what-it-takes',
      text: 'predict',
      position: { pits: WHERE },
      hole: 2,
      answer: 5,
      wrongTries: [{ pit: 9, explanation: 'predict-wrong-across' }],
      success: 'predict-success',
      hint: 'predict-hint',
    },
    { kind: 'explain', id: 'empty-opposite', text: 'empty-opposite' },
    { kind: 'explain', id: 'malay-lap', text: 'lap', position: LAP },
    {
      kind: 'do',
      id: 'capture-after-a-lap',
      text: 'lap-do',
      position: LAP,
      goal: capturedAtLeast(6),
      solution: [7, 4],
      wrongTries: [
        { holes: [4], explanation: 'lap-wrong-no-lap' },
        { holes: [7, 1], explanation: 'lap-wrong-nothing-across' },
      ],
      success: 'lap-success',
      hint: 'lap-hint',
    },
    { kind: 'drill', id: 'practice', text: 'drill', landing: 'capture', success: 'drill-success', hint: 'drill-hint' },
    {
      kind: 'quiz',
      id: 'quiz',
      text: 'quiz',
      choices: [
        { text: 'quiz-a', explanation: 'quiz-a-why' },
        { text: 'quiz-b', explanation: 'quiz-b-why', correct: true },
        { text: 'quiz-c', explanation: 'quiz-c-why' },
      ],
    },
  ],
  messages: {
    en: {
      title: 'Last seed in an empty hole of yours',
      summary: 'Capture (mati bela): take the seeds across from you.',
      explain:
        "If your last seed lands in an empty hole on your own side, you capture: the seeds in North's hole straight across, plus your seed, go into your store. Your turn ends.",
      do: 'Capture at least eight seeds.',
      'wrong-small': 'That empty hole of yours had only a few seeds across it.',
      'wrong-relay': "Its last seed landed on North's pile itself: a relay, which sowed the pile away instead of taking it.",
      success: 'Your last seed fell into an empty hole of yours, straight across from the pile: pile and seed went to your store.',
      hint: 'Find your empty hole across from the big pile, and the hole that ends there: hole 5.',
      predict: 'Your hole 2 holds four seeds. Click the pit where the last one will land.',
      'predict-wrong-across': 'That is the hole across from where it lands: its seeds are what you capture, not where your seed rests.',
      'predict-success': 'It landed in an empty hole of yours: the seeds across and your own went to your store.',
      'predict-hint': 'Count four pits, starting with the pit after hole 2.',
      'empty-opposite':
        'If the hole across is empty, your seed alone goes to your store, and your turn ends. Some rule sets leave the seed where it landed instead.',
      lap: 'Under the Malay rules a capture counts only after one of your seeds has gone into your store during this turn (a lap). Before that, your seed just stays and the turn ends.',
      'lap-do': 'Malay rules: capture at least six seeds.',
      'lap-wrong-no-lap': 'No seed of yours had reached your store yet this turn, so under the Malay rules nothing was taken: the seed just stays.',
      'lap-wrong-nothing-across': 'The lap was right, but then you landed across from an empty hole: nothing to take.',
      'lap-success': 'Your store landing counted as the lap, so the capture that followed was allowed.',
      'lap-hint': 'First land in your store, then capture.',
      drill: 'Practice: in each position, find a hole whose last seed captures.',
      'drill-success': 'The last seed fell into an empty hole of yours with seeds across: they are yours.',
      'drill-hint': 'Look for an empty hole of yours with seeds across, and a hole that ends there.',
      quiz: 'Your last seed lands in an empty hole on your side, and the hole across holds four seeds. What do you get?',
      'quiz-a': 'Four seeds',
      'quiz-a-why': 'Almost: your capturing seed goes to the store too.',
      'quiz-b': 'Five seeds',
      'quiz-b-why': 'Yes: the four across plus your own seed.',
      'quiz-c': 'Nothing: the turn just ends',
      'quiz-c-why': 'No: an empty hole of yours with seeds across is a capture.',
      'learnt-capture': 'Last seed in an empty hole of yours: the seeds across and yours go to your store.',
      'learnt-lap': 'Under the Malay rules, a capture needs a seed of yours in your store earlier in the turn.',
    },
  },
});
