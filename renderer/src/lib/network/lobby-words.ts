// The lobby's failures in the reader's language: a refused `hostGame` or
// `joinGame` (its code, worded for network play where the app-wide words
// would mislead: `busy` is not "the archive is busy" here), and why a
// connection ended (the state's `cause`; its `message` is English, for the log).
import type { NetworkConnection } from '../../../../electron/contract';
import { t } from '../../i18n';
import { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';

export type EndedConnection = Extract<NetworkConnection, { state: 'ended' }>;

/** Why `hostGame` was refused. */
export function hostErrorText(caught: unknown): string {
  if (caught instanceof ApiError) {
    if (caught.code === 'busy') return t('network.lobby.error.busy');
    // The services' "on no local network"; the transport's own loss of the app reads the same to a player here.
    if (caught.code === 'unavailable') return t('network.lobby.error.noNetwork');
    if (caught.code === 'not-found') return t('network.lobby.error.notKept');
  }
  return errorText(caught);
}

/** Why `joinGame` was refused at once (before any connection). */
export function joinErrorText(caught: unknown): string {
  if (caught instanceof ApiError) {
    if (caught.code === 'busy') return t('network.lobby.error.busy');
    if (caught.code === 'not-found') return t('network.lobby.error.notHeard');
    if (caught.code === 'bad-request') return t('network.lobby.error.badRequest');
  }
  return errorText(caught);
}

/** Why the hosting ended for good (the waiting panel). */
export function hostingEndedText(connection: EndedConnection): string {
  return connection.cause === 'too-many-wrong-codes' ? t('network.lobby.ended.tooManyWrongCodes') : t('network.lobby.ended.hosting');
}

/** Why a join ended for good (the Join screen); `address` is the one joined. */
export function joinEndedText(connection: EndedConnection, address: string): string {
  if (connection.reason === 'gave-up') return t('network.lobby.ended.gaveUp');
  switch (connection.cause) {
    case 'wrong-code':
      return t('network.lobby.ended.wrongCode');
    case 'occupied':
      return t('network.lobby.ended.occupied');
    case 'unreachable':
      return t('network.lobby.ended.unreachable', { address });
    case 'hosting-ended':
      return t('network.lobby.ended.hostingEnded');
    default:
      return t('network.lobby.ended.other');
  }
}
