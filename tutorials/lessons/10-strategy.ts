import { and, not, opponentCapturedAtLeast, storeLandings, turnOver } from '../goals';
import { defineLesson } from '../types';

const THREAT = [2, 0, 0, 6, 0, 0, 1, 0, 1, 0, 1, 0, 2, 1, 1, 0];

export default defineLesson({
  id: 'strategy',
  rules: 'congkak',
  title: 'title',
  summary: 'summary',
  steps: [
    { kind: 'explain', id: 'keep-landings-ready', text: 'explain' },
    {
      kind: 'do',
      id: 'three-landings',
      text: 'do',
      position: { pits: [1, 0, 0, 0, 0, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0] },
      goal: storeLandings(3),
      solution: [7, 6, 7],
      wrongTries: [
        { holes: [6, 7], explanation: 'wrong-6-7' },
        { holes: [1], explanation: 'wrong-1' },
      ],
      success: 'success',
      hint: 'hint',
    },
    { kind: 'explain', id: 'see-the-threat', text: 'threat', position: { pits: THREAT }, highlight: [3, 10, 11] },
    {
      kind: 'do',
      id: 'deny-the-capture',
      text: 'deny',
      position: { pits: THREAT },
      goal: and(turnOver(), not(opponentCapturedAtLeast(2))),
      solution: [4],
      replies: [3],
      wrongTries: [{ holes: [1], explanation: 'deny-wrong-1' }],
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
      'wrong-6-7': 'Hole 6 first dropped a seed into hole 7, which then had two and overshot the store.',
      'wrong-1': 'Hole 1 ends on your side with a capture, and the turn is over.',
      success: 'Hole 7, then hole 6 (which refills hole 7 with one seed), then hole 7 again: three landings.',
      hint: 'Always play the hole next to the store when it holds exactly one seed.',
      threat: "North's hole 3 has one seed, and North's hole 4 is empty: North can land there and capture your six seeds in hole 4, across from it.",
      deny: 'North will play their hole 3 next. Save your six seeds.',
      'deny-wrong-1': "Hole 1 captures a little, but leaves your six seeds in hole 4 where North's hole 3 captures them.",
      'deny-success': 'You sowed the six seeds away from hole 4: North lands across from an empty hole and banks only one seed.',
      'deny-hint': 'Move the seeds that are threatened.',
      quiz: 'North can land in an empty hole across from your big pile. What helps?',
      'quiz-a': 'Sowing the pile away',
      'quiz-a-why': 'Yes: an empty hole across gives North almost nothing.',
      'quiz-b': 'Adding more seeds to it',
      'quiz-b-why': 'No: that only makes the capture bigger.',
    },
  },
});
