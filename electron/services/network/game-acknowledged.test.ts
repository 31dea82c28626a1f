// What a guest's choice answering ok means: the host recorded it (and this
// archive too). A choice lost on the way (the host killed, the connection
// cut after the guest sent it) is not acknowledged: it answers `paused`, and
// is chosen again once the game resumes.
import { afterEach, expect, it } from 'vitest';
import { createMemoryChannelPair, type SecureChannel } from './channel';
import { disposeGamePairs, gamePair, holesFor, inStep, seededPicker, until } from './testing/game-pair';

afterEach(disposeGamePairs);

/** The guest's end, losing its next message of `type` on the way (`lose`): the host never receives it. */
function losing(end: ReturnType<typeof createMemoryChannelPair>[1], type: string): SecureChannel & { lose: boolean } {
  const channel = {
    lose: false,
    get state() {
      return end.state;
    },
    send(payload: unknown) {
      if (channel.lose && (payload as { type?: string }).type === type) {
        channel.lose = false;
        return { ok: true as const };
      }
      return end.send(payload);
    },
    onPayload: end.onPayload,
    onState: end.onState,
  };
  return channel;
}

it('answers a guest’s choice ok only once the host recorded it: one lost on the way answers paused and is chosen again', async () => {
  const [hostEnd, guestEnd] = createMemoryChannelPair();
  const guestChannel = losing(guestEnd, 'choose');
  const pair = gamePair(hostEnd, guestChannel, { rules: 'kalah' });
  const pick = seededPicker(3);
  await until(() => inStep(pair), 'the guest joined');
  expect((await pair.host.choose(pick(holesFor(pair, 0)))).ok).toBe(true);
  await until(() => inStep(pair) && pair.host.state.choosers.join() === '1', 'the guest’s turn');

  const before = pair.host.state.moveCount;
  guestChannel.lose = true;
  let answer: unknown = null;
  const lost = pair.guest.choose(pick(holesFor(pair, 1))).then((result) => (answer = result));
  // Sent, and not answered while the host has not recorded it.
  await until(() => guestChannel.lose === false, 'the choice sent');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answer).toBeNull();
  hostEnd.drop();
  await lost;
  expect(answer).toMatchObject({ ok: false, reason: 'paused' });
  expect(pair.host.state.moveCount).toBe(before);

  hostEnd.reconnect();
  await until(() => inStep(pair), 'resumed');
  expect(pair.host.state.moveCount).toBe(before);
  // Chosen again: answered once both archives hold it.
  expect(await pair.guest.choose(pick(holesFor(pair, 1)))).toEqual({ ok: true });
  expect(pair.host.state.moveCount).toBe(before + 1);
  expect(pair.guest.state.moveCount).toBe(before + 1);
});

it('answers each of two choices sent at once with what the host did with it: the first recorded, the second refused', async () => {
  const [hostEnd, guestEnd] = createMemoryChannelPair();
  const pair = gamePair(hostEnd, guestEnd, { rules: 'kalah', hostSide: 1 });
  await until(() => inStep(pair) && pair.host.state.choosers.join() === '0', 'the guest’s turn');
  // The second is made at the same position as the first: by the time it arrives, the game has moved on.
  const [first, second] = await Promise.all([pair.guest.choose(1), pair.guest.choose(1)]);
  expect(first).toEqual({ ok: true });
  expect(second).toMatchObject({ ok: false, reason: expect.stringMatching(/^(stale|not-your-turn)$/) });
  expect(pair.host.state.moveCount).toBe(1);
  expect(pair.guest.state.moveCount).toBe(1);
});
