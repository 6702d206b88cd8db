import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

/** What a sign-in came from, as the routes read it from the request. */
export interface SignInSource {
  userAgent?: string;
  ip?: string;
}

const UNKNOWN_DEVICE = 'Unknown device';

/** "Chrome on Android", "Safari on iOS": enough for a person to recognise their own device. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || UNKNOWN_DEVICE;
}

/**
 * The address cut to its network: IPv4 to its /24 ("203.0.113.x"), IPv6 to its /48
 * ("2001:db8:85a3::/48"). Where that is needs a geo database we do not have, so the prefix is all we show.
 */
export function ipPrefix(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail = ''] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  const network = groups.slice(0, 3).map((g) => Number.parseInt(g, 16).toString(16));
  return `${network.join(':')}::/48`;
}
