/**
 * The addresses a host listens on: those of the local networks, never the
 * loopback (where the app's own token server is) nor every interface at once.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

export function localNetworkAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string[] {
  const addresses: string[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.internal) continue;
      // A link-local IPv6 address is only bound with its interface named.
      const linkLocal = info.family === 'IPv6' && info.address.toLowerCase().startsWith('fe80:');
      addresses.push(linkLocal ? `${info.address}%${name}` : info.address);
    }
  }
  return addresses;
}
