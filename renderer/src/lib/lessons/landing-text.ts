// A wrong guess of where the last seed lands, in the reader's words: why the
// guessed pit is not it, and the path the seeds really took (the learner
// plays South, so South's pits are "yours").
import { holeOf } from '../../../../engine';
import type { GuessReason, LandingEnd, LandingExplanation } from '../../../../tutorials';
import { getLocale, t } from '../../i18n';

export function pitName(pit: number, holes: number): string {
  const { player, hole } = holeOf(pit, holes);
  if (hole === null) return player === 0 ? t('lessons.pit.ownStore') : t('lessons.pit.northStore');
  return player === 0 ? t('lessons.pit.ownHole', { hole }) : t('lessons.pit.northHole', { hole });
}

function reasonText(reason: GuessReason, pit: string): string {
  switch (reason.kind) {
    case 'relayed':
      return t('lessons.guess.relayed', { pit, seeds: reason.seeds });
    case 'passed':
      return t('lessons.guess.passed', { pit, later: reason.later });
    case 'picked-up':
      return t('lessons.guess.pickedUp', { pit });
    case 'skipped':
      return t('lessons.guess.skipped', { pit });
    case 'not-reached':
      return t('lessons.guess.notReached', { pit });
  }
}

function endText(end: LandingEnd): string {
  switch (end.kind) {
    case 'store':
      return t('lessons.landing.store');
    case 'capture':
      return t('lessons.landing.capture', { seeds: end.seeds });
    case 'empty':
      return t('lessons.landing.empty');
    case 'stops':
      return t('lessons.landing.stops');
  }
}

/** Where the seeds went, leg by leg: the first sowing, then each relay. */
function pathText(explanation: LandingExplanation, holes: number): string {
  const legs = explanation.legs.map((leg, index) => {
    const end = pitName(leg.end, holes);
    return index === 0 ? t('lessons.landing.first', { seeds: leg.seeds, from: pitName(leg.from, holes), end }) : t('lessons.landing.relay', { seeds: leg.seeds, end });
  });
  return new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(legs);
}

export interface GuessText {
  /** Why the guessed pit is not where the seed rests. */
  reason: string;
  /** Where it really rests, how it got there, and what happened there. */
  landing: string;
}

export function guessText(explanation: LandingExplanation, guess: number, holes: number): GuessText {
  const rest = t('lessons.landing.rest', { pit: pitName(explanation.landing, holes), path: pathText(explanation, holes) });
  return { reason: reasonText(explanation.guess, pitName(guess, holes)), landing: `${rest} ${endText(explanation.end)}` };
}
