import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_GRANT_TTL_S, signFirstPageGrant, verifyFirstPageGrant } from './grant';

/* A first-page grant stands in for a bearer token for one preview of one edition, briefly. */

const SECRET = 'node-shared-secret';
const base = { tenantId: 'bearing', userId: 3, sessionKey: 'sess-1', contentCode: 'msa-hb12-24', page: 1 };
const want = { tenantId: 'bearing', contentCode: 'msa-hb12-24', page: 1 };

describe('a grant names one user, one session, one edition and one page', () => {
  it('verifies for exactly what it names', () => {
    const g = signFirstPageGrant(SECRET, base, 1_000_000);
    expect(verifyFirstPageGrant(SECRET, g, want, 1_000_000)).toMatchObject(base);
  });
  it('not for another page, edition or tenant', () => {
    const g = signFirstPageGrant(SECRET, base, 1_000_000);
    expect(verifyFirstPageGrant(SECRET, g, { ...want, page: 2 }, 1_000_000)).toBeNull();
    expect(verifyFirstPageGrant(SECRET, g, { ...want, contentCode: 'kes-fm7-23' }, 1_000_000)).toBeNull();
    expect(verifyFirstPageGrant(SECRET, g, { ...want, tenantId: 'northwind' }, 1_000_000)).toBeNull();
  });
});

describe('a grant cannot be forged or altered', () => {
  it('another secret, an edited body or a cut signature fail', () => {
    const g = signFirstPageGrant(SECRET, base, 1_000_000);
    expect(verifyFirstPageGrant('another-secret', g, want, 1_000_000)).toBeNull();
    const [body, sig] = g.split('.');
    const edited = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"userId":3', '"userId":4')).toString(
      'base64url',
    );
    expect(verifyFirstPageGrant(SECRET, `${edited}.${sig}`, want, 1_000_000)).toBeNull();
    expect(verifyFirstPageGrant(SECRET, `${body}.${sig.slice(1)}`, want, 1_000_000)).toBeNull();
    expect(verifyFirstPageGrant(SECRET, 'garbage', want, 1_000_000)).toBeNull();
  });
});

describe('a grant lives two minutes', () => {
  it('valid just before its end, refused after', () => {
    const g = signFirstPageGrant(SECRET, base, 1_000_000);
    expect(verifyFirstPageGrant(SECRET, g, want, 1_000_000 + FIRST_PAGE_GRANT_TTL_S * 1000 - 1000)).not.toBeNull();
    expect(verifyFirstPageGrant(SECRET, g, want, 1_000_000 + FIRST_PAGE_GRANT_TTL_S * 1000)).toBeNull();
  });
});
