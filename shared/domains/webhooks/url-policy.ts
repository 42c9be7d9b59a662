/**
 * Which receiver URLs are accepted. Deployed (no DYNAMODB_ENDPOINT): `https` only, and a host that
 * resolves to a private, loopback, link-local, unique-local, CGNAT or otherwise non-public address is
 * refused, at save and again before every attempt (a name may be re-pointed later), so that a webhook
 * cannot make the delivery function call into the VPC or the instance metadata service (SSRF).
 * `fetch` resolves the name again when it connects: an answer that changes in between (DNS rebinding
 * with a near-zero TTL) is not caught; pinning the checked address would need a custom dispatcher.
 * Locally (`npm start`, tests): `http` and any address, so that a receiver on localhost works.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { config } from '#platform/config';

export const deployedMode = (): boolean => config.dynamoEndpoint === undefined;

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address a webhook may not reach in AWS (IPv4-mapped IPv6 is judged as its IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a URL is refused (a sentence for the `url` field), or undefined when it may be used. */
export async function urlRefusal(raw: string): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The url must be an absolute URL.';
  }
  if (url.username || url.password) return 'The url may not carry credentials.';
  if (!deployedMode()) return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'The url must use http or https.';
  if (url.protocol !== 'https:') return 'The url must use https.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return 'The url host does not resolve.';
  }
  if (addresses.length === 0 || addresses.some(isNonPublicAddress)) return 'The url must resolve to public addresses only.';
  return undefined;
}
