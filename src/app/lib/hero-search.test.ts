import { describe, expect, it } from 'vitest';
import { showsHeroSearch } from './hero-search';

describe("000 §2.6: one search box on every screen, the hero's on / and /home/ only", () => {
  it('the hero has it on / and /home/', () => {
    for (const p of ['/', '/home', '/home/']) expect(showsHeroSearch(p), p).toBe(true);
  });
  it("a home tab address and every other screen keep the header's", () => {
    for (const p of ['/home/0', '/home/subscriptions', '/favorites', '/document']) expect(showsHeroSearch(p), p).toBe(false);
  });
});
