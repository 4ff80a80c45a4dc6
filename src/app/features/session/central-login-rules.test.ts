import { describe, expect, it } from 'vitest';
import { readCentralLogin, subjectOf } from './central-login-rules';

const ORIGIN = 'https://bearing.example';
const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const read = (query: Record<string, string>, sub: string | null = '42') =>
  readCentralLogin(new URLSearchParams(query), ORIGIN, sub);

describe('the central login takes the origin, the force flag and this session’s identity token (000 §2.5, 001 §4)', () => {
  it('comes back to the page it was opened from, forced for track and favorite', () => {
    expect(read({ origin: `${ORIGIN}/document?contentCode=A1`, force: 'true', idToken: jwt({ sub: '42' }) })).toEqual({
      kind: 'signIn',
      returnTo: '/document?contentCode=A1',
      force: true,
    });
  });
  it('is not forced without the flag (Sign in / Register)', () => {
    expect(read({ origin: `${ORIGIN}/home/0` })).toEqual({ kind: 'signIn', returnTo: '/home/0', force: false });
  });
  it('refuses an origin on another site', () => {
    expect(read({ origin: 'https://evil.example/x', force: 'true' })).toEqual({ kind: 'invalid' });
    expect(read({ origin: '' })).toEqual({ kind: 'invalid' });
  });
  it('comes back home when opened without an origin (the account menu)', () => {
    expect(read({})).toEqual({ kind: 'signIn', returnTo: '/', force: false });
  });
  it("refuses another session's identity token, or one it cannot read", () => {
    expect(read({ origin: '/home/0', idToken: jwt({ sub: '7' }) })).toEqual({ kind: 'otherSession' });
    expect(read({ origin: '/home/0', idToken: 'garbage' })).toEqual({ kind: 'otherSession' });
    expect(read({ origin: '/home/0', idToken: jwt({ sub: '42' }) }, null)).toEqual({ kind: 'otherSession' });
  });
  it('reads the subject of a base64url payload', () => {
    expect(subjectOf(jwt({ sub: 'Łódź?>' }))).toBe('Łódź?>');
  });
});
