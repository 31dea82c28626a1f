import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { hostErrorText, hostingEndedText, joinEndedText, joinErrorText, type EndedConnection } from './lobby-words';

const ended = (cause?: EndedConnection['cause'], reason: EndedConnection['reason'] = 'channel-closed'): EndedConnection => ({
  state: 'ended',
  reason,
  message: 'English, for the log',
  ...(cause && { cause }),
});

describe('the lobby in words', () => {
  it('words a refused hosting for network play, not as the archive', () => {
    expect(hostErrorText(new ApiError({ code: 'busy', message: 'x' }))).toBe('A network game is already hosted or joined here: leave it first.');
    expect(hostErrorText(new ApiError({ code: 'unavailable', message: 'x' }))).toBe('Congkak could not host the game: this computer may not be on a local network.');
    expect(hostErrorText(new ApiError({ code: 'not-found', message: 'x' }))).toBe('That game is no longer kept to be hosted again.');
    expect(hostErrorText(new ApiError({ code: 'game-over', message: 'x' }))).toBe('The game is over: no more moves.');
  });

  it('words a refused join', () => {
    expect(joinErrorText(new ApiError({ code: 'bad-request', message: 'x' }))).toMatch(/^Check the address and the code/);
    expect(joinErrorText(new ApiError({ code: 'not-found', message: 'x' }))).toMatch(/no longer found on the network/);
    expect(joinErrorText(new ApiError({ code: 'busy', message: 'x' }))).toMatch(/already hosted or joined here/);
    expect(joinErrorText(new Error('a bug'))).toMatch(/Something went wrong/);
  });

  it('tells a wrong code, an occupied game, an unreachable address and the hosting ended apart', () => {
    expect(joinEndedText(ended('wrong-code'), '10.0.0.2:41624')).toBe('That is not the code of this game: check it with your friend, then join again.');
    expect(joinEndedText(ended('occupied'), '10.0.0.2:41624')).toBe('This game already has a guest: only two can play.');
    expect(joinEndedText(ended('unreachable'), '10.0.0.2:41624')).toMatch(/^Congkak at 10\.0\.0\.2:41624 cannot be reached/);
    expect(joinEndedText(ended('hosting-ended'), 'x')).toBe('Your friend stopped hosting this game.');
    expect(joinEndedText(ended('other'), 'x')).toBe('The connection to your friend’s computer was closed.');
    expect(joinEndedText(ended(undefined, 'gave-up'), 'x')).toMatch(/within ten minutes/);
  });

  it('tells the host that five wrong codes ended the hosting', () => {
    expect(hostingEndedText(ended('too-many-wrong-codes'))).toMatch(/^Five wrong codes/);
    expect(hostingEndedText(ended(undefined, 'stopped'))).toBe('This computer stopped hosting the game.');
  });
});
