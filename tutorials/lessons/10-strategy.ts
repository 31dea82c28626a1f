import { and, not, opponentCapturedAtLeast, storeLandings, turnOver } from '../goals';
import { defineLesson } from '../types';

const READY = [1, 0, 0, 0, 0, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0];
// North's hole 3 (one seed) lands in its empty hole 4, across from your six seeds in hole 4.
const THREAT = [1, 0, 0, 6, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 2, 0];

export default defineLesson({
  id: 'strategy',
  rules: 'congkak',
  teaches: [],
  title: 'title',
  summary: 'summary',
  learnt: ['learnt-ready', 'learnt-threat'],
  steps: [
    { kind: 'explain', id: 'keep-landings-ready', text: 'explain' },
    {
      kind: 'do',
      id: 'three-landings',
      text: 'do',
      position: { pits: READY },
      goal: storeLandings(3),
      solution: [7, 6, 7],
      wrongTries: [
        { holes: [6, 7], explanation: 'wrong-far-first' },
        { holes: [1], explanation: 'wrong-no-landing' },
      ],
      success: 'success',
      hint: 'hint',
    },
    { kind: 'explain', id: 'see-the-threat', text: 'threat', position: { pits: THREAT }, highlight: [10, 11] },
    {
      kind: 'do',
      id: 'deny-the-capture',
      text: 'deny',
      position: { pits: THREAT },
      goal: and(turnOver(), not(opponentCapturedAtLeast(2))),
      solution: [4],
      replies: [3],
      wrongTries: [
        { holes: [1], explanation: 'deny-wrong-left-it' },
        { holes: [7], explanation: 'deny-wrong-elsewhere' },
      ],
      success: 'deny-success',
      hint: 'deny-hint',
    },
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
      title: 'First strategy',
      summary: 'Keep store landings ready, and do not leave seeds to be captured.',
      explain:
        'A hole whose seeds exactly reach your store is a free extra sowing. Play the hole nearest the store first, so the others stay ready; and watch which of your holes North could capture.',
      do: 'Land in your store three times in one turn.',
      'wrong-far-first': 'Playing the farther hole first put a seed into the nearer hole, which then overshot the store.',
      'wrong-no-landing': 'That sowing ended on your own side, and the turn was over without a store landing.',
      success: 'Nearest first: each sowing left the next store landing ready.',
      hint: 'Always play the hole next to the store when it holds exactly one seed.',
      threat: "North's hole 3 has one seed, and North's hole 4 is empty: North can land there and capture your six seeds in hole 4, across from it.",
      deny: 'North will play their hole 3 next. Save your six seeds.',
      'deny-wrong-left-it': "That left your pile where North's next sowing takes it.",
      'deny-wrong-elsewhere': "Your sowing went elsewhere, and the pile stayed across from North's landing.",
      'deny-success': "You sowed the pile away, so North's landing found almost nothing across.",
      'deny-hint': 'Move the seeds that are threatened.',
      quiz: 'North can land in an empty hole across from your big pile. What helps?',
      'quiz-a': 'Sowing the pile away',
      'quiz-a-why': 'Yes: an empty hole across gives North almost nothing.',
      'quiz-b': 'Adding more seeds to it',
      'quiz-b-why': 'No: that only makes the capture bigger.',
      'quiz-c': 'Waiting, since North may not see it',
      'quiz-c-why': 'No: count on North seeing it, and move the pile while you can.',
      'learnt-ready': 'Keep store landings ready: play the hole nearest the store first.',
      'learnt-threat': 'Move a big pile away when North can land in the empty hole across from it.',
    },
  },
});
