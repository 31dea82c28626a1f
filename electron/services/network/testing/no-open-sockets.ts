/**
 * Tests only: after a test file, no socket of ours may be left open or
 * connecting. Sockets close a few turns of the event loop after they are
 * told to, so this waits for them, a little at a time, and then says which
 * are left.
 */
const SOCKET_RESOURCES = new Set(['TCPSocketWrap', 'TCPServerWrap', 'ConnectWrap']);

const openSockets = () => process.getActiveResourcesInfo().filter((resource) => SOCKET_RESOURCES.has(resource));

export async function socketsLeftOpen(patienceMs = 2_000): Promise<string[]> {
  const deadline = Date.now() + patienceMs;
  while (openSockets().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return openSockets();
}
