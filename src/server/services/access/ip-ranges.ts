import ipaddr from 'ipaddr.js';

/** One account's address range, as stored (account_ip_ranges). */
export interface AddressRange {
  accountId: number;
  cidr: string;
}

type Parsed = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * An IPv4-mapped IPv6 range (::ffff:198.51.100.0/120) is the IPv4 range it maps: a browser on a
 * dual-stack socket shows as ::ffff:a.b.c.d, and both spellings must meet.
 */
function unmapped([address, bits]: Parsed): Parsed {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}

/** The range in its one stored spelling (network address / prefix); throws on anything but a CIDR. */
export function normaliseCidr(text: string): string {
  const [address, bits] = unmapped(ipaddr.parseCIDR(text.trim()));
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** The address a visitor comes from, IPv4-mapped IPv6 read as IPv4; null when it is not an address. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(text.trim());
  } catch {
    return null;
  }
}

/**
 * The range `address` falls in. Ranges may overlap (a company's /16 and a subsidiary's /24): the
 * most specific prefix wins, and between equal prefixes the lowest account id, so every node
 * answers the same.
 */
export function matchRange<T extends AddressRange>(address: string, ranges: readonly T[]): T | null {
  const visitor = parseAddress(address);
  if (!visitor) return null;
  let best: { range: T; bits: number } | null = null;
  for (const range of ranges) {
    let parsed: Parsed;
    try {
      parsed = unmapped(ipaddr.parseCIDR(range.cidr));
    } catch {
      continue;
    }
    const [network, bits] = parsed;
    if (network.kind() !== visitor.kind() || !visitor.match(network, bits)) continue;
    if (!best || bits > best.bits || (bits === best.bits && range.accountId < best.range.accountId)) best = { range, bits };
  }
  return best?.range ?? null;
}
