import { describe, expect, it } from 'vitest';
import { LIVENESS_CACHE_MS, TokenLiveness, type LivenessKey } from './token-liveness';

/* The per-node cache in front of the grant lookup. */

function setup() {
  let now = 1_000;
  const live = new Set(['g1', 's1']);
  const asked: string[] = [];
  const liveness = new TokenLiveness(
    async (k: LivenessKey) => {
      const id = 'grantId' in k ? k.grantId : k.sessionUid;
      asked.push(id);
      if (id === 'broken') throw new Error('database down');
      return live.has(id);
    },
    LIVENESS_CACHE_MS,
    () => now,
  );
  return {
    liveness,
    live,
    asked,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('TokenLiveness: a revoked grant is refused within the cache window on every node, at once on the node that revoked it', () => {
  it('answers from the lookup, then from the cache until the window ends', async () => {
    const { liveness, live, asked, tick } = setup();
    expect(await liveness.isLive({ grantId: 'g1' })).toBe(true);
    live.delete('g1'); // signed out on another node
    tick(LIVENESS_CACHE_MS - 1);
    expect(await liveness.isLive({ grantId: 'g1' })).toBe(true);
    expect(asked).toEqual(['g1']);
    tick(2);
    expect(await liveness.isLive({ grantId: 'g1' })).toBe(false);
    expect(asked).toEqual(['g1', 'g1']);
  });

  it('forget: the node that signed the user out looks again at once', async () => {
    const { liveness, live } = setup();
    expect(await liveness.isLive({ grantId: 'g1' })).toBe(true);
    live.delete('g1');
    liveness.forget({ grantId: 'g1' });
    expect(await liveness.isLive({ grantId: 'g1' })).toBe(false);
  });

  it('grants and sessions are separate keys; concurrent requests share one lookup', async () => {
    const { liveness, asked } = setup();
    const answers = await Promise.all([
      liveness.isLive({ grantId: 's1' }),
      liveness.isLive({ sessionUid: 's1' }),
      liveness.isLive({ sessionUid: 's1' }),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(asked).toEqual(['s1', 's1']);
  });

  it('a failed lookup rejects (the request fails, the user is not signed out) and is not cached', async () => {
    const { liveness, asked } = setup();
    await expect(liveness.isLive({ grantId: 'broken' })).rejects.toThrow('database down');
    await expect(liveness.isLive({ grantId: 'broken' })).rejects.toThrow('database down');
    expect(asked).toEqual(['broken', 'broken']);
  });
});
