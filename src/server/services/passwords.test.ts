import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, MAIN, PASSWORD, signIn, type TestEnv } from '../../../tests/helpers/sign-in-env';
import { PASSWORD_COST, SEED_COST, costOf, hashPassword, needsRehash, verifyPassword } from './passwords';

/* Password hashes: OWASP's scrypt cost, the cost stored with the hash, upgraded at sign-in. */

describe('scrypt hashes carry their cost', () => {
  it('hashes at N=2^17, r=8, p=1 by default and verifies', async () => {
    const h = await hashPassword('correct horse');
    expect(h.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(costOf(h)).toEqual(PASSWORD_COST);
    expect(await verifyPassword('correct horse', h)).toBe(true);
    expect(await verifyPassword('wrong horse', h)).toBe(false);
    expect(needsRehash(h)).toBe(false);
  });

  it('verifies an older, cheaper hash by its own parameters and marks it for an upgrade', async () => {
    const old = await hashPassword('pw', { cost: SEED_COST });
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('pw', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, SEED_COST)).toBe(false);
  });

  it('refuses stored parameters out of bounds instead of spending a gigabyte on them', async () => {
    const h = await hashPassword('pw', { cost: SEED_COST });
    const parts = h.split('$');
    for (const [n, r, p] of [
      ['2097152', '8', '1'],
      ['16384', '64', '1'],
      ['16384', '8', '99'],
      ['1000', '8', '1'],
      ['x', '8', '1'],
    ]) {
      const tampered = ['scrypt', n, r, p, parts[4], parts[5]].join('$');
      expect(costOf(tampered), tampered).toBeNull();
      expect(await verifyPassword('pw', tampered)).toBe(false);
      expect(needsRehash(tampered)).toBe(true);
    }
    expect(await verifyPassword('pw', 'bcrypt$whatever')).toBe(false);
  });
});

describe('a weaker stored hash is upgraded at the next successful sign-in', () => {
  let env: TestEnv;
  // This environment checks passwords at the full cost (other tests use the seed's, for speed).
  beforeAll(async () => {
    env = await createTestEnv({ passwordCost: PASSWORD_COST });
  }, 60_000);
  afterAll(async () => env?.close());
  const storedHash = async () =>
    (await env.db.selectFrom('users').select('password_hash').where('id', '=', env.ids.multi).executeTakeFirstOrThrow())
      .password_hash;

  it('keeps the old hash after a failed sign-in, replaces it after a good one, and signs in with the new one', async () => {
    const before = await storedHash();
    expect(costOf(before)).toEqual(SEED_COST);
    await expect(signIn(env.app, MAIN, 'bearing', 'multi@example.test', 'not-it')).rejects.toThrow();
    expect(await storedHash()).toBe(before);

    await signIn(env.app, MAIN, 'bearing', 'multi@example.test', PASSWORD);
    const after = await storedHash();
    expect(after).not.toBe(before);
    expect(costOf(after)).toEqual(PASSWORD_COST);
    expect(await verifyPassword(PASSWORD, after)).toBe(true);

    await signIn(env.app, MAIN, 'bearing', 'multi@example.test', PASSWORD);
    expect(await storedHash()).toBe(after);
  }, 60_000);
});
