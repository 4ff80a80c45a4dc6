import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('a session answer is read once and kept while nothing changes', () => {
  it('answers the second call from the cache and shares one load between concurrent calls', async () => {
    const cache = new SessionCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [x, y] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(x).toBe(y);
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('keeps an answer only for its TTL', async () => {
    let now = 0;
    const cache = new SessionCache(1000, () => now);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    now = 999;
    await cache.get('k', async () => ++loads);
    now = 1000;
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('freezes what it keeps, so no caller changes the rows every call shares', async () => {
    const cache = new SessionCache();
    const row = await cache.get('k', async () => ({ name: 'Ivy', accounts: [{ id: 1 }] }));
    expect(() => {
      (row as { name: string }).name = 'x';
    }).toThrow(TypeError);
    expect(Object.isFrozen(row.accounts[0])).toBe(true);
  });
});

describe('a change forgets every answer, including loads that began before it', () => {
  it('reloads after clear', async () => {
    const cache = new SessionCache();
    let loads = 0;
    await cache.get('k', async () => ++loads);
    cache.clear();
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('never answers a later call with a load that was under way when the change came', async () => {
    const cache = new SessionCache();
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change');
  });

  it('does not keep a failed load', async () => {
    const cache = new SessionCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
