import { describe, expect, it } from 'vitest';
import { matchRange, normaliseCidr } from './ip-ranges';

const CARROW = 2;
const ranges = [
  { accountId: CARROW, cidr: '198.51.100.0/24' },
  { accountId: CARROW, cidr: '2001:db8:100::/48' },
  { accountId: 7, cidr: '10.0.0.0/8' },
  { accountId: 9, cidr: '10.20.0.0/16' },
  { accountId: 5, cidr: '10.20.30.0/24' },
  { accountId: 4, cidr: '10.20.30.0/24' },
];
const accountOf = (ip: string) => matchRange(ip, ranges)?.accountId ?? null;

describe('IP authentication: an IPv4 address in an account range names that account', () => {
  it('matches inside the range and not beside it', () => {
    expect(accountOf('198.51.100.7')).toBe(CARROW);
    expect(accountOf('198.51.100.255')).toBe(CARROW);
    expect(accountOf('198.51.101.7')).toBeNull();
    expect(accountOf('192.0.2.1')).toBeNull();
  });
});

describe('IP authentication: IPv6 ranges match IPv6 addresses', () => {
  it('matches inside the /48 and not outside it', () => {
    expect(accountOf('2001:db8:100:ffff::1')).toBe(CARROW);
    expect(accountOf('2001:DB8:100::abcd')).toBe(CARROW);
    expect(accountOf('2001:db8:101::1')).toBeNull();
  });
});

describe('IP authentication: an IPv4-mapped IPv6 address is its IPv4 address', () => {
  it('matches ::ffff:198.51.100.7 against the IPv4 range', () => {
    expect(accountOf('::ffff:198.51.100.7')).toBe(CARROW);
    expect(accountOf('::ffff:198.51.101.7')).toBeNull();
  });

  it('reads a mapped range as the IPv4 range it maps', () => {
    expect(normaliseCidr('::ffff:198.51.100.0/120')).toBe('198.51.100.0/24');
    expect(matchRange('198.51.100.9', [{ accountId: 1, cidr: '::ffff:198.51.100.0/120' }])?.accountId).toBe(1);
  });
});

describe('IP authentication: overlapping ranges, the most specific prefix wins', () => {
  it('prefers /24 over /16 over /8, whatever the order of the list', () => {
    expect(accountOf('10.20.30.40')).toBe(4);
    expect(accountOf('10.20.99.1')).toBe(9);
    expect(accountOf('10.99.0.1')).toBe(7);
    expect(matchRange('10.20.30.40', [...ranges].reverse())?.accountId).toBe(4);
  });

  it('breaks a tie of equal prefixes by the lowest account id', () => {
    expect(
      matchRange('10.20.30.1', [
        { accountId: 5, cidr: '10.20.30.0/24' },
        { accountId: 4, cidr: '10.20.30.0/24' },
      ])?.accountId,
    ).toBe(4);
  });
});

describe('IP authentication: ranges are stored in one spelling, and anything else is refused', () => {
  it('normalises the network address and IPv6 notation', () => {
    expect(normaliseCidr(' 198.51.100.77/24 ')).toBe('198.51.100.0/24');
    expect(normaliseCidr('2001:0DB8:0100:0000::/48')).toBe('2001:db8:100::/48');
  });

  it('throws on a bare address or a bad prefix, and matches nothing for a non-address visitor', () => {
    expect(() => normaliseCidr('198.51.100.7')).toThrow();
    expect(() => normaliseCidr('198.51.100.0/33')).toThrow();
    expect(accountOf('not-an-address')).toBeNull();
    expect(accountOf('')).toBeNull();
  });
});
