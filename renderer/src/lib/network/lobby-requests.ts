// What the lobby's screens hand each other: the hosting asked for (by the New
// game dialog, or "Host it again" on Home or Play), which the waiting panel
// starts and shows the rules of, and the kept game "Rejoin" (Home's or Play's)
// opens the Join screen for. Kept in memory: the services know what is hosted (`getNetworkState`),
// not the rules it was asked with, so after a reload the panel shows the code
// and addresses without the rules.
import type { GameView, OperationInput } from '../../../../electron/contract';
import { resolveRules, type Player, type PresetName, type Rules } from '../../../../engine';
import { checkRules, rulesInput } from '../play/custom-rules';
import { sideFor, type NewGameForm, type RandomSource } from '../play/new-game';
import { countSentence, differenceSentences, presetName, valueLabel } from '../rules/rule-sentences';

/** The rules the waiting panel shows: a rule set with what differs from it, or a kept game's own. */
export type RulesShown = { preset: PresetName; rules: Rules } | { preset: null; rules: Rules };

export interface HostRequest {
  input: OperationInput<'hostGame'>;
  shown: RulesShown;
}

export interface RejoinRequest {
  gameId: number;
  /** The host's address and port as kept, typed into the address field. */
  address: string;
  /** [South, North]: whose game it is. */
  names: [string, string];
}

let pendingHost: HostRequest | null = null;
let lastHost: HostRequest | null = null;
let pendingRejoin: RejoinRequest | null = null;

/** Asks the waiting panel to host this (it starts it once: a reload does not host twice). */
export function requestHosting(request: HostRequest): void {
  pendingHost = request;
  lastHost = request;
}

/** The hosting asked for and not yet started, taken once. */
export function takeHostRequest(): HostRequest | null {
  const taken = pendingHost;
  pendingHost = null;
  return taken;
}

/** The last hosting asked for in this window: its rules on the panel, and "Host again" after five wrong codes. */
export function lastHostRequest(): HostRequest | null {
  return lastHost;
}

export function requestRejoin(request: RejoinRequest): void {
  pendingRejoin = request;
}

/** "Host it again" for a game this archive hosted: its own rules, and the host's seat and name in it. */
export function requestHostingAgain(game: Pick<GameView, 'id' | 'rules' | 'players'>, side: Player): void {
  requestHosting({ input: { rules: game.rules, name: game.players[side].name, side, continueGame: game.id }, shown: { preset: null, rules: game.rules } });
}

/** "Rejoin" a game this archive joined: the Join screen, its host's kept address typed in. */
export function requestRejoinOf(game: Pick<GameView, 'id' | 'players'>, address: string): void {
  requestRejoin({ gameId: game.id, address, names: [game.players[0].name, game.players[1].name] });
}

export function takeRejoinRequest(): RejoinRequest | null {
  const taken = pendingRejoin;
  pendingRejoin = null;
  return taken;
}

/** An address and port as a player types them (`192.168.1.20:41624`, an IPv6 address in brackets). */
export function addressText(address: string, port: number): string {
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}

/**
 * The `hostGame` input of the New game dialog's form: the host's own name and
 * side (a random one drawn now). Null while the rules are refused or the name
 * is empty (the friend sees it: "You" would name the wrong player there).
 */
export function hostRequestFromForm(form: NewGameForm, random: RandomSource = Math.random): HostRequest | null {
  const checked = checkRules(form);
  const name = form.yourName.trim();
  if (!checked.ok || name === '') return null;
  const input = { rules: rulesInput(form), name, side: sideFor(form.side, random) };
  return { input, shown: { preset: form.preset, rules: checked.value } };
}

/** The rules in words: the rule set's name and the sentences of what differs from it; a kept game's family and counts. */
export function rulesInWords(shown: RulesShown): { name: string; details: string[] } {
  if (shown.preset === null) {
    return { name: valueLabel('game', shown.rules.game), details: [countSentence('holes', shown.rules.holes), countSentence('seeds', shown.rules.seeds)] };
  }
  const base = resolveRules(shown.preset);
  return { name: presetName(shown.preset), details: base.ok ? differenceSentences(shown.rules, base.value) : [] };
}
