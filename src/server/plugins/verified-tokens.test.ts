import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const key = {};
const otherKey = {};

describe('a verified access token is trusted until it expires, and only under the key that verified it', () => {
  it('returns the payload of a kept token before its expiry', () => {
    const t = new VerifiedTokens();
    t.set('tok', key, { sub: '7', exp: 1000 });
    expect(t.get('tok', key, 999)).toEqual({ sub: '7', exp: 1000 });
  });

  it('forgets a token at its expiry', () => {
    const t = new VerifiedTokens();
    t.set('tok', key, { sub: '7', exp: 1000 });
    expect(t.get('tok', key, 1000)).toBeUndefined();
    expect(t.get('tok', key, 10)).toBeUndefined();
  });

  it('checks again when the tenant key set was read anew or rotated', () => {
    const t = new VerifiedTokens();
    t.set('tok', key, { sub: '7', exp: 1000 });
    expect(t.get('tok', otherKey, 10)).toBeUndefined();
  });

  it('never keeps a token without an expiry', () => {
    const t = new VerifiedTokens();
    t.set('tok', key, { sub: '7' });
    expect(t.get('tok', key, 10)).toBeUndefined();
  });

  it('drops the least recently used token past its size', () => {
    const t = new VerifiedTokens(2);
    t.set('a', key, { exp: 1000 });
    t.set('b', key, { exp: 1000 });
    t.get('a', key, 1);
    t.set('c', key, { exp: 1000 });
    expect(t.get('b', key, 1)).toBeUndefined();
    expect(t.get('a', key, 1)).toBeDefined();
    expect(t.get('c', key, 1)).toBeDefined();
  });
});
