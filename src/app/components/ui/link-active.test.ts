import { describe, expect, it } from 'vitest';
import { isActivePath } from './link-active';

describe('navigation links: the entry for the screen shown is marked current', () => {
  it('marks the link to the same path, whatever the case', () => {
    expect(isActivePath('/groups', '/groups', true)).toBe(true);
    expect(isActivePath('/Groups', '/groups', false)).toBe(true);
  });
  it('marks a parent link on a screen below it unless the link is exact (end)', () => {
    expect(isActivePath('/help/search', '/help', false)).toBe(true);
    expect(isActivePath('/help/search', '/help/', false)).toBe(true);
    expect(isActivePath('/help/search', '/help', true)).toBe(false);
  });
  it('does not mark a link whose path is only a prefix of another word', () => {
    expect(isActivePath('/groups-detail', '/groups', false)).toBe(false);
    expect(isActivePath('/home/1', '/home/0', false)).toBe(false);
  });
});
