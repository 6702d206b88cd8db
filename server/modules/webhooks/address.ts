import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../lib/errors';

/**
 * Where a webhook may be sent: https to a public address, unless the configuration allows http and
 * private addresses (tests, local development). The address is checked again as each attempt connects
 * (`safeLookup`), so a name that later resolves inside the network is refused then too (SSRF).
 */

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is loopback, private, link-local, shared, multicast or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, 'ipv6');
}

export const PRIVATE_ADDRESS_MESSAGE =
  'This URL points inside a private network. Use a public https address your systems receive on.';

/** The endpoint's URL, checked as given (scheme, credentials) and as it resolves now. */
export async function checkEndpointUrl(raw: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('Enter a full URL starting with https://', 'bad_url', {
      url: 'Enter a full https:// URL',
    });
  }
  const allowed = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol))
    throw badRequest('Webhook URLs must start with https://', 'bad_url', { url: 'Use an https:// URL' });
  if (url.username || url.password)
    throw badRequest(
      'Leave user names and passwords out of the URL; verify our signature instead.',
      'bad_url',
      {
        url: 'No credentials in the URL',
      },
    );
  if (!allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [host]
      : await resolveAll(host).catch(() => {
          throw badRequest(`We could not find ${host}. Check the address.`, 'bad_url', {
            url: 'Unknown host',
          });
        });
    if (addresses.some(isPrivateAddress))
      throw badRequest(PRIVATE_ADDRESS_MESSAGE, 'private_url', { url: PRIVATE_ADDRESS_MESSAGE });
  }
  url.hash = '';
  return url.toString();
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses: LookupAddress[]) =>
      err ? reject(err) : resolve(addresses.map((a) => a.address)),
    ),
  );
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that refuses private addresses at connection time. */
export function safeLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, []);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        const refused: NodeJS.ErrnoException = new Error(
          `refused: ${hostname} resolves to a private address`,
        );
        refused.code = 'EPRIVATE';
        return callback(refused, []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, addresses);
      const first = addresses[0];
      return first ? callback(null, first.address, first.family) : callback(new Error('no address'), []);
    });
  };
}
