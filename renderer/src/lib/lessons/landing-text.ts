// A lesson's account of what a move did, in the reader's words: each sowing
// leg by leg and how its last seed came to rest, the opening's race, a
// round's end, and why a guessed pit is not where the seed rests. Every hole,
// count and landing named here comes from the engine's events (the tutorials'
// account), so the words always say what the board shows. The learner plays
// South, so South's pits are "yours".
import { holeOf } from '../../../../engine';
import type { GuessReason, LandingExplanation, OpeningFinish, Sowing, SowingEnd, SowingLeg, TurnAccount } from '../../../../tutorials';
import { getLocale, t } from '../../i18n';

export function pitName(pit: number, holes: number): string {
  const { player, hole } = holeOf(pit, holes);
  if (hole === null) return player === 0 ? t('lessons.pit.ownStore') : t('lessons.pit.northStore');
  return player === 0 ? t('lessons.pit.ownHole', { hole }) : t('lessons.pit.northHole', { hole });
}

/** Why the guessed pit is not it. `exact`: say how many seeds followed (after a second miss, with the whole path). */
function reasonText(reason: GuessReason, pit: string, exact: boolean): string {
  switch (reason.kind) {
    case 'relayed':
      return t('lessons.guess.relayed', { pit, seeds: reason.seeds });
    case 'passed':
      return exact ? t('lessons.guess.passed', { pit, later: reason.later }) : t('lessons.guess.passedOn', { pit });
    case 'picked-up':
      return t('lessons.guess.pickedUp', { pit });
    case 'skipped':
      return t('lessons.guess.skipped', { pit });
    case 'not-reached':
      return t('lessons.guess.notReached', { pit });
  }
}

/** How a sowing of the learner's ended. */
function ownEndText(end: SowingEnd, holes: number): string | null {
  switch (end.kind) {
    case 'store':
      return t('lessons.rest.store');
    case 'capture':
      // Oware takes North's houses; Congkak and Kalah an empty hole of your own, with what lies across (or the seed alone).
      if (holeOf(end.pit, holes).player === 1) return t('lessons.rest.owareCapture', { seeds: end.seeds });
      return end.seeds > 1 ? t('lessons.rest.capture', { seeds: end.seeds }) : t('lessons.rest.bank');
    case 'stay':
      return t('lessons.rest.stay');
    case 'mati':
      return t('lessons.rest.mati');
    case 'stops':
      return t('lessons.rest.stops');
    case 'ends':
      return t('lessons.rest.ends');
    case 'unfinished':
      return null;
  }
}

function northEndText(end: SowingEnd): string | null {
  switch (end.kind) {
    case 'store':
      return t('lessons.rest.north.store');
    case 'capture':
      return t('lessons.rest.north.capture', { seeds: end.seeds });
    case 'unfinished':
      return null;
    default:
      return t('lessons.rest.north.ends');
  }
}

/** Where the seeds went, leg by leg: the first sowing, then each relay. */
function pathText(legs: readonly SowingLeg[], holes: number): string {
  const parts = legs.map((leg, index) => {
    const end = pitName(leg.end, holes);
    return index === 0 ? t('lessons.landing.first', { seeds: leg.seeds, from: pitName(leg.from, holes), end }) : t('lessons.landing.relay', { seeds: leg.seeds, end });
  });
  return new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(parts);
}

/** One sowing as a sentence or two: where its seeds went, and what happened where the last one landed. */
export function sowingText(sowing: Sowing, holes: number): string {
  const path = pathText(sowing.legs, holes);
  const end = sowing.player === 0 ? ownEndText(sowing.end, holes) : northEndText(sowing.end);
  const told = sowing.player === 0 ? t('lessons.account.yours', { path }) : t('lessons.account.north', { path });
  return end === null ? told : `${told} ${end}`;
}

function openingText({ finished: [you, north], first }: OpeningFinish): string | null {
  if (you !== null && north !== null) return t('lessons.opening.both', { you, north, first: first === 1 || (first === null && north < you) ? 'north' : 'you' });
  if (you !== null) return t('lessons.opening.youFirst', { you });
  if (north !== null) return t('lessons.opening.northFirst', { north });
  return null;
}

/**
 * The account of a step's moves, sentence by sentence. The opening's sowings
 * are too long to tell seed by seed (the board steps through them tick by
 * tick): its race is told instead.
 */
export function accountText(account: TurnAccount, holes: number): string[] {
  const sentences = account.opening !== null ? [openingText(account.opening)] : account.sowings.map((sowing) => sowingText(sowing, holes));
  if (account.roundEnd !== null) {
    const [you, north] = account.roundEnd.stores;
    sentences.push(t('lessons.account.roundEnd', { you, north, result: you > north ? 'win' : you < north ? 'loss' : 'draw' }));
  }
  return sentences.filter((sentence): sentence is string => sentence !== null);
}

export interface GuessText {
  /** Why the guessed pit is not where the seed rests. */
  reason: string;
  /** Where it really rests, how it got there, and what happened there: told after the second miss only. */
  landing: string | null;
}

/** A wrong guess in words; `full` adds the whole path (after the second miss, when the sowing is shown). */
export function guessText(explanation: LandingExplanation, guess: number, holes: number, full: boolean): GuessText {
  const reason = reasonText(explanation.guess, pitName(guess, holes), full);
  if (!full) return { reason, landing: null };
  const rest = t('lessons.landing.rest', { pit: pitName(explanation.landing, holes), path: pathText(explanation.legs, holes) });
  const end = ownEndText(explanation.end, holes);
  return { reason, landing: end === null ? rest : `${rest} ${end}` };
}
