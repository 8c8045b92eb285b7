import { isIPv4, isIPv6 } from 'node:net';

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1];

/** "Chrome on Android": enough for a person to recognise their own device, nothing to fingerprint it. */
export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/**
 * The network a client is on, not its address: the IPv4 /24 or the IPv6 /48. A person can tell
 * home from office by it; a stored list of sessions does not keep anyone's exact address.
 */
export function networkOf(ip: string | undefined): string {
  const address = ip?.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (address && isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (address && isIPv6(address)) {
    const [head] = address.split('::');
    const groups = (head ?? '').split(':').filter(Boolean);
    return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`;
  }
  return 'Unknown';
}
