import { describe, expect, it } from 'vitest';
import { anyPending } from './spinner-delay';

describe('spinner mask shown while any request is pending (a spinner list per request URL)', () => {
  it('is off with no requests', () => expect(anyPending({})).toBe(false));
  it('is on while one URL has a request in flight', () => expect(anyPending({ '/api/account': 1 })).toBe(true));
  it('ignores URLs whose count went back to zero', () => expect(anyPending({ '/api/account': 0 })).toBe(false));
});
