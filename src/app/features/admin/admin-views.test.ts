import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_VIEWS, adminViewOf } from './admin-views';

describe('administration views by path', () => {
  it('maps /admin/{view} to its view and anything else to none (the screen then goes to the first)', () => {
    expect(adminViewOf('loggers')).toBe('loggers');
    expect(adminViewOf('audits/extra')).toBe('audits');
    expect(adminViewOf('')).toBeNull();
    expect(adminViewOf('nope')).toBeNull();
  });
  it("offers an account administrator the account's audits and mail only", () => {
    expect(ACCOUNT_ADMIN_VIEWS).toEqual(['audits', 'mail']);
    expect(adminViewOf('mail', ACCOUNT_ADMIN_VIEWS)).toBe('mail');
    for (const v of ['health', 'metrics', 'threaddump', 'loggers', 'configuration'])
      expect(adminViewOf(v, ACCOUNT_ADMIN_VIEWS), v).toBeNull();
  });
});
