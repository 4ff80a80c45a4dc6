import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/** scrypt's cost parameters; every stored hash carries its own. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. Memory is
 * 128·N·r bytes = 128 MiB per hash (~0.4 s of one core here); Node runs at most four at once
 * in its thread pool, so sign-in bursts stay bounded.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The cost the demo seed stores: 17 users at the full cost would add ~6 s to every seed (and
 * tests seed per file). Seeded hashes are upgraded at each user's first sign-in, like any hash
 * from before the cost was raised.
 */
export const SEED_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

const KEY_LEN = 32;
// A stored hash names its own cost: bound it, so a tampered row cannot make a sign-in take a gigabyte.
const MAX = { N: 2 ** 20, r: 16, p: 4 };

const maxmemOf = (c: ScryptCost) => 256 * c.N * c.r * c.p;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string, opts: { salt?: Buffer; cost?: ScryptCost } = {}): Promise<string> {
  const salt = opts.salt ?? randomBytes(16);
  const cost = opts.cost ?? PASSWORD_COST;
  const key = await scrypt(password, salt, KEY_LEN, { ...cost, maxmem: maxmemOf(cost) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The cost a stored hash was made with, or null when it is not a usable scrypt hash. */
export function costOf(stored: string): ScryptCost | null {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const ok =
    Number.isInteger(cost.N) &&
    cost.N >= 2 &&
    (cost.N & (cost.N - 1)) === 0 &&
    cost.N <= MAX.N &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= MAX.r &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= MAX.p;
  return ok ? cost : null;
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = costOf(stored);
  if (!cost) return false;
  const [, , , , salt, hash] = stored.split('$');
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { ...cost, maxmem: maxmemOf(cost) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash is weaker than `target` in any parameter (it is re-made at the next sign-in). */
export function needsRehash(stored: string, target: ScryptCost = PASSWORD_COST): boolean {
  const cost = costOf(stored);
  return !cost || cost.N < target.N || cost.r < target.r || cost.p < target.p;
}
